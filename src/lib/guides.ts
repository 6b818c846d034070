import type { List, ListItem, Root, RootContent } from 'mdast'
import { BUILDING_BLOCKS, buildingBlock } from './building-blocks'
import type { Frontmatter } from './content/frontmatter'
import { link, paragraph, text } from './content/mdast-nodes'
import { SDKS } from './sdks'

/** The guide groups, in menu order: one per SDK (labels from the SDK registry), then the topics. */
export const GUIDE_GROUPS: ReadonlyArray<{ id: string; title: string }> = [
  ...['nodejs', 'python', 'go', 'dart', 'jvm'].map((id) => ({ id, title: SDKS.find((sdk) => sdk.id === id)?.label ?? id })),
  { id: 'terraform', title: 'Terraform' },
  { id: 'deploying', title: 'Deploying' },
]

export interface Guide {
  route: string
  group: string
  title: string
  description: string
  /** Building block ids, from the guide's frontmatter. */
  tags: string[]
}

const GUIDE_ROUTE = /^\/guides\/([a-z0-9-]+)\/[a-z0-9-]+$/

/**
 * Every guide (a page at /guides/{group}/{slug}), from its frontmatter, in group then title order.
 * `frontmatterOf` is the loader's: each file is parsed once.
 */
export function listGuides(routes: ReadonlyMap<string, string>, frontmatterOf: (file: string) => Frontmatter): Guide[] {
  const guides: Guide[] = []
  for (const [route, file] of routes) {
    const group = GUIDE_ROUTE.exec(route)?.[1]
    if (!group || !GUIDE_GROUPS.some((g) => g.id === group)) continue
    const data = frontmatterOf(file)
    if (data.unlisted) continue
    guides.push({ route, group, title: data.title ?? route, description: data.description, tags: data.tags ?? [] })
  }
  const order = (group: string) => GUIDE_GROUPS.findIndex((g) => g.id === group)
  return guides.sort((a, b) => order(a.group) - order(b.group) || a.title.localeCompare(b.title))
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value })

function guideItem(guide: Guide, showGroup: boolean): ListItem {
  const blocks = guide.tags.map((tag) => buildingBlock(tag)?.title ?? tag)
  const about = [showGroup ? GUIDE_GROUPS.find((g) => g.id === guide.group)?.title : undefined, blocks.join(', ')].filter(Boolean).join('; ')
  return {
    type: 'listItem',
    spread: false,
    // The guide index filters on these (GuideFilter, and CSS :target without JavaScript).
    data: { hProperties: { 'data-guide-group': guide.group, 'data-guide-tags': guide.tags.join(' ') } },
    children: [paragraph([link(guide.route, [text(guide.title)]), text(`: ${guide.description}${about ? ` (${about})` : ''}`)])],
  }
}

function guideList(guides: Guide[], showGroup: boolean): List {
  return { type: 'list', ordered: false, spread: false, data: { hProperties: { 'data-guide-list': '' } }, children: guides.map((guide) => guideItem(guide, showGroup)) }
}

/**
 * Replaces `<GuideList />` with the guides (read only when a page has one): on a group's page
 * (`<GuideList group="nodejs" />`) that group's list; on the guide index the filter
 * (`<GuideFilter />`) then every guide in one list, which the filter narrows.
 */
export function expandGuideList(tree: Root, guides: () => Guide[]): void {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'GuideList')
  if (at === -1) return
  const attributes = (tree.children[at] as unknown as { attributes: Array<{ name: string; value: unknown }> }).attributes
  const group = attributes.find((a) => a.name === 'group')?.value
  const all = guides()
  let nodes: RootContent[]
  if (typeof group === 'string') {
    if (!GUIDE_GROUPS.some((g) => g.id === group)) throw new Error(`<GuideList group="${group}" />: no such guide group (${GUIDE_GROUPS.map((g) => g.id).join(', ')})`)
    nodes = [guideList(all.filter((guide) => guide.group === group), false)]
  } else {
    const used = BUILDING_BLOCKS.filter((block) => all.some((guide) => guide.tags.includes(block.id)))
    const present = GUIDE_GROUPS.filter((g) => all.some((guide) => guide.group === g.id))
    const filter = {
      type: 'mdxJsxFlowElement',
      name: 'GuideFilter',
      attributes: [attribute('groups', present.map((g) => `${g.id}:${g.title}`).join('|')), attribute('blocks', used.map((b) => `${b.id}:${b.title}`).join('|'))],
      children: [],
    } as unknown as RootContent
    nodes = [filter, guideList(all, true)]
  }
  tree.children.splice(at, 1, ...nodes)
}
