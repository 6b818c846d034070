import { BUILDING_BLOCK_PAGES } from '../building-blocks'
import { getSdk, parseReferenceRoute } from '../sdks'

/** What kind of page a record comes from: a search facet (`pageType:guide`) and a ranking hint. */
export const PAGE_TYPES = ['home', 'getting-started', 'concept', 'building-block', 'guide', 'reference', 'provider', 'sdk-overview', 'sdk-resource', 'sdk-method', 'support'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** The facet value of every page outside an SDK reference: `scope:general`. */
export const GENERAL_SCOPE = 'general'

export interface PageFacets {
  pageType: PageType
  /** SDK id and version of an SDK reference page; null elsewhere. */
  sdk: string | null
  version: string | null
  /** `{sdk}/{version}` on SDK reference pages, `general` elsewhere: one facet a reader's context filters on. */
  scope: string
}

const BLOCK_ROUTES = new Set(BUILDING_BLOCK_PAGES.map((block) => block.href))

const TOP_LEVEL: Record<string, PageType> = {
  'getting-started': 'getting-started',
  concepts: 'concept',
  guides: 'guide',
  reference: 'reference',
  faq: 'support',
  support: 'support',
  contributions: 'support',
}

/** Facets of a page from its route and, for SDK reference pages, whether it documents a resource or a method. */
export function pageFacets(route: string, referenceKind?: 'resource' | 'method'): PageFacets {
  const reference = parseReferenceRoute(route)
  if (reference) {
    const pageType: PageType = referenceKind === 'method' ? 'sdk-method' : referenceKind === 'resource' ? 'sdk-resource' : 'sdk-overview'
    return { pageType, sdk: reference.sdk.id, version: reference.version, scope: `${reference.sdk.id}/${reference.version}` }
  }
  const [first, second] = route.split('/').filter(Boolean)
  const provider = first === 'reference' && (second === 'providers' || second === 'pulumi')
  const pageType: PageType = first === undefined ? 'home' : BLOCK_ROUTES.has(`/${first}`) ? 'building-block' : provider ? 'provider' : (TOP_LEVEL[first] ?? 'support')
  return { pageType, sdk: null, version: null, scope: GENERAL_SCOPE }
}

/** How general pages rank against each other, before their depth is counted. */
const GENERAL_RANK: Readonly<Record<Exclude<PageType, 'sdk-overview' | 'sdk-resource' | 'sdk-method'>, number>> = {
  home: 12,
  'building-block': 12,
  'getting-started': 12,
  concept: 11,
  support: 10,
  guide: 10,
  reference: 10,
  provider: 10,
}

/**
 * DocSearch's `weight.pageRank`, which breaks ties after every textual criterion: pages outside the
 * SDK references first (building blocks, getting started and concepts before guides and the other
 * references, and a section's own page before the pages below it), then SDK overviews, resources
 * and methods; an older SDK version ranks after the same page in the latest. ({@link pageTier} puts
 * general pages first outright.)
 */
export function pageRank(facets: PageFacets, isLatestVersion = true, route = '/'): number {
  if (facets.pageType === 'sdk-overview' || facets.pageType === 'sdk-resource' || facets.pageType === 'sdk-method') {
    const bySdkPage = { 'sdk-overview': 3, 'sdk-resource': 2, 'sdk-method': 1 }
    return bySdkPage[facets.pageType] * 2 - (isLatestVersion ? 0 : 1)
  }
  const depth = route.split('/').filter(Boolean).length
  return GENERAL_RANK[facets.pageType] - Math.min(Math.max(depth - 1, 0), 3)
}

/** `weight.tier`: the index ranks by it after the query's words, optional filters and typos. */
export const PAGE_TIERS = {
  /** Pages that teach and describe the framework: home, building blocks, getting started, concepts, the CLI and other references, support, and the SDK overviews (where a query naming an SDK lands). */
  general: 3,
  /** Guides, provider references and the resource and method pages of an SDK's current version. */
  current: 2,
  /** The resource and method pages of an SDK's older versions, and of SDKs kept only as legacy. */
  legacy: 1,
} as const

const SDK_PAGE_TYPES: ReadonlySet<PageType> = new Set(['sdk-resource', 'sdk-method'])
const CURRENT_GENERAL_TYPES: ReadonlySet<PageType> = new Set(['guide', 'provider'])

/**
 * A page's tier, which ranks a page before every page of a lower tier that matches as many query
 * words with as few typos, whatever attribute they match in (src/lib/search/ranking.ts and
 * ALGOLIA_INDEX_SETTINGS). So a query sent without
 * the dialog's parameters (another client, an exported index, an agent) finds `/schedules` for
 * "schedule cron" before the same words in an old SDK version's method page.
 */
export function pageTier(facets: PageFacets, isLatestVersion = true): number {
  if (!SDK_PAGE_TYPES.has(facets.pageType)) return CURRENT_GENERAL_TYPES.has(facets.pageType) ? PAGE_TIERS.current : PAGE_TIERS.general
  const legacy = !isLatestVersion || (facets.sdk !== null && getSdk(facets.sdk)?.status === 'legacy')
  return legacy ? PAGE_TIERS.legacy : PAGE_TIERS.current
}
