import { parseReferenceRoute } from './sdks'
import { GENERAL_SCOPE, type PageType } from './search/page-facets'
import { belowBasePath } from './site-href'
import { siteConfig } from '@/site.config'

export { isSearchShortcut, isTypingTarget } from './search-shortcut'

/** DocSearch stores and shows urls as the index has them; the site links without its base path and without '#overview'. */
export function rewriteHitUrl(url: string, basePath = siteConfig.basePath): string {
  const parsed = new URL(url, 'https://placeholder.invalid')
  const path = belowBasePath(parsed.pathname, basePath) ?? parsed.pathname
  const hash = parsed.hash === '#overview' ? '' : parsed.hash
  return path + parsed.search + hash
}

/** A new-issue page in the docs repository, titled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  const title = `Missing search results for "${query}"`
  return `${siteConfig.docsRepository}/issues/new?title=${encodeURIComponent(title)}`
}

/** Page types the dialog ranks first outside an SDK reference. */
const HOME_BOOST: readonly PageType[] = ['home', 'building-block', 'getting-started', 'concept', 'reference', 'support', 'sdk-overview']

/** The filters the dialog sends, as Algolia search parameters. */
export interface SearchScope {
  facetFilters?: string[][]
  optionalFilters?: string[][]
}

/** What a reader of an SDK reference is after first: that version's resource and method pages. */
const REFERENCE_BOOST: readonly PageType[] = ['sdk-resource', 'sdk-method']

/**
 * Algolia search parameters for the page being read. Inside an SDK reference: that SDK version's
 * pages plus every page outside the SDK references, the version's resource and method pages ranked
 * first (the index's page tier would otherwise put the general pages before them). Elsewhere:
 * everything, with the pages that teach and describe the framework (building blocks, getting
 * started, concepts, the CLI and other references, support) and the SDK overviews ranked before
 * guides, provider references and SDK method pages that match as many words, as the index's page
 * tier (page-facets.ts pageTier) ranks them for a query sent without these parameters.
 */
export function searchScope(route: string): SearchScope {
  const reference = parseReferenceRoute(route)
  if (!reference) return { optionalFilters: [HOME_BOOST.map((type) => `pageType:${type}`)] }
  return {
    facetFilters: [[`scope:${reference.sdk.id}/${reference.version}`, `scope:${GENERAL_SCOPE}`]],
    optionalFilters: [REFERENCE_BOOST.map((type) => `pageType:${type}`)],
  }
}
