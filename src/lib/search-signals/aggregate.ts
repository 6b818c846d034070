import { parseReferenceRoute } from '@/lib/sdks'
import { normaliseQuery } from './normalise-query'
import { looksLikePersonalData } from './personal-data'
import type { SettledSearch } from './schema'

/** Searches of one query from one page on one day: what the store adds to. */
export interface SearchDayCount {
  /** UTC day, YYYY-MM-DD. */
  day: string
  query: string
  /** The SDK reference the reader was in, as `sdk/version`; '' outside the SDK references. */
  scope: string
  /** Page route searched from, without the /docs base. */
  path: string
  searches: number
  zeroHits: number
}

/** Choices of one result for one query on one day. */
export interface SearchClickCount {
  day: string
  query: string
  scope: string
  /** The chosen result: page route with its anchor. */
  url: string
  clicks: number
  /** Sum of the 1-based positions it was chosen at, for the average position. */
  positionSum: number
}

export interface SearchCounts {
  days: SearchDayCount[]
  clicks: SearchClickCount[]
  /** Searches left out: empty once normalised, or looking like personal data. */
  dropped: number
}

/** The search scope of a page, the same rule the dialog filters by (search-ui.ts). */
export function scopeOfRoute(route: string): string {
  const reference = parseReferenceRoute(route)
  return reference ? `${reference.sdk.id}/${reference.version}` : ''
}

/**
 * Folds settled searches into per-day counts. Nothing about the reader survives: no address, agent,
 * cookie or id reaches this function, and each search becomes an increment of a shared counter.
 */
export function aggregateSearches(searches: readonly SettledSearch[], day: string): SearchCounts {
  const days = new Map<string, SearchDayCount>()
  const clicks = new Map<string, SearchClickCount>()
  let dropped = 0
  for (const search of searches) {
    const query = normaliseQuery(search.query)
    // The filter reads the whole text: a token cut at 64 characters might no longer look like one.
    if (!query || looksLikePersonalData(search.query)) {
      dropped++
      continue
    }
    const scope = scopeOfRoute(search.route)
    const dayKey = JSON.stringify([query, scope, search.route])
    const count = days.get(dayKey) ?? { day, query, scope, path: search.route, searches: 0, zeroHits: 0 }
    count.searches++
    if (search.hits === 0) count.zeroHits++
    days.set(dayKey, count)
    if (search.chosen && search.hits > 0) {
      const clickKey = JSON.stringify([query, scope, search.chosen.url])
      const click = clicks.get(clickKey) ?? { day, query, scope, url: search.chosen.url, clicks: 0, positionSum: 0 }
      click.clicks++
      click.positionSum += search.chosen.position
      clicks.set(clickKey, click)
    }
  }
  return { days: [...days.values()], clicks: [...clicks.values()], dropped }
}

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}
