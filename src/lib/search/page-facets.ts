import { BUILDING_BLOCK_PAGES } from '../building-blocks'
import { parseReferenceRoute } from '../sdks'

/** What kind of page a record comes from: a search facet (`pageType:guide`) and a ranking hint. */
export const PAGE_TYPES = ['home', 'getting-started', 'concept', 'building-block', 'guide', 'reference', 'sdk-overview', 'sdk-resource', 'sdk-method', 'support'] as const
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
  const first = route.split('/').filter(Boolean)[0]
  const pageType: PageType = first === undefined ? 'home' : BLOCK_ROUTES.has(`/${first}`) ? 'building-block' : (TOP_LEVEL[first] ?? 'support')
  return { pageType, sdk: null, version: null, scope: GENERAL_SCOPE }
}

/**
 * DocSearch's `weight.pageRank`, which breaks ties after every textual criterion: pages outside the
 * SDK references first, then SDK overviews, resources and methods; an older SDK version ranks after
 * the same page in the latest. (The dialog's optional filters put general pages first outright.)
 */
export function pageRank(facets: PageFacets, isLatestVersion = true): number {
  const bySdkPage: Partial<Record<PageType, number>> = { 'sdk-overview': 3, 'sdk-resource': 2, 'sdk-method': 1 }
  return (bySdkPage[facets.pageType] ?? 4) * 2 - (isLatestVersion ? 0 : 1)
}
