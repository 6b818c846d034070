/**
 * The building blocks: one list for the main menu, the building-block menus, search sections, the
 * reference menus' groups and the support matrix. `page: false` marks a block whose page is not
 * written yet (it still groups reference entries).
 */
export interface BuildingBlock {
  id: string
  title: string
  href: string
  page: boolean
  /** Further pages of the block, listed after its overview in the block's menu. */
  pages?: readonly { title: string; href: string }[]
}

export const BUILDING_BLOCKS: readonly BuildingBlock[] = [
  { id: 'apis', title: 'APIs', href: '/apis', page: true, pages: [{ title: 'Security and CORS', href: '/apis/security' }] },
  { id: 'http', title: 'HTTP', href: '/http', page: true },
  { id: 'keyvalue', title: 'Key value stores', href: '/keyvalue', page: true },
  { id: 'sql', title: 'SQL databases', href: '/sql', page: true },
  { id: 'schedules', title: 'Schedules', href: '/schedules', page: true },
  { id: 'storage', title: 'Storage', href: '/storage', page: true },
  { id: 'messaging', title: 'Messaging', href: '/messaging', page: true },
  { id: 'secrets', title: 'Secrets', href: '/secrets', page: true },
  { id: 'websockets', title: 'Websockets', href: '/websockets', page: true },
  { id: 'batch', title: 'Batch jobs', href: '/batch', page: true },
  { id: 'collections', title: 'Collections', href: '/collections', page: false },
]

export const BUILDING_BLOCK_PAGES = BUILDING_BLOCKS.filter((block) => block.page)

/** Resource kinds of the SDK models (the facts' resource keys), their block and their reference group title. */
export const RESOURCE_KINDS: Readonly<Record<string, { block: string; group: string }>> = {
  api: { block: 'apis', group: 'APIs' },
  oidc: { block: 'apis', group: 'APIs' },
  jwt: { block: 'apis', group: 'APIs' },
  http: { block: 'http', group: 'HTTP' },
  kv: { block: 'keyvalue', group: 'Key value stores' },
  topic: { block: 'messaging', group: 'Topics' },
  queue: { block: 'messaging', group: 'Queues' },
  secret: { block: 'secrets', group: 'Secrets' },
  bucket: { block: 'storage', group: 'Storage' },
  sql: { block: 'sql', group: 'SQL databases' },
  schedule: { block: 'schedules', group: 'Schedules' },
  websocket: { block: 'websockets', group: 'Websockets' },
  job: { block: 'batch', group: 'Batch jobs' },
  collection: { block: 'collections', group: 'Collections' },
}

export const RESOURCE_KIND_ORDER = Object.keys(RESOURCE_KINDS)

export function buildingBlock(id: string): BuildingBlock | undefined {
  return BUILDING_BLOCKS.find((block) => block.id === id)
}
