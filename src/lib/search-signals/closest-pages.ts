import { normaliseRoute } from '../content/paths'
import { getSdk, latestVersion } from '../sdks'
import type { SearchEngine } from '../search/engine'
import type { SearchRecord } from '../search/types'
import type { PageHint } from './gaps-report'

/**
 * The pages the site's own search ranks first for a query, over every page and SDK (the dialog may
 * have searched one SDK's reference only): the engine tolerates typos by word length and drops
 * words no page has, so a query that found nothing in its scope often lands near its topic here.
 */
export function closestPages(engine: Pick<SearchEngine, 'search'>, query: string, count = 3): PageHint[] {
  const { hits } = engine.search({ query, page: 0, hitsPerPage: count * 4, boost: currentPagesFirst })
  const hints = new Map<string, PageHint>()
  for (const hit of hits) {
    const path = normaliseRoute(hit.url_without_anchor)
    if (!hints.has(path)) hints.set(path, { path, title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? path })
    if (hints.size === count) break
  }
  return [...hints.values()]
}

/**
 * Among pages that match as many words, those a maintainer would edit first: pages outside the SDK
 * references, then the latest version of each SDK, then older versions.
 */
function currentPagesFirst(record: SearchRecord): number {
  if (!record.sdk) return 2
  const sdk = getSdk(record.sdk)
  return sdk && record.version === latestVersion(sdk) ? 1 : 0
}
