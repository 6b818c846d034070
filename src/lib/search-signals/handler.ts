import { SEARCH_SIGNALS_METHODS, allowHeader, optionsResponse, refusal } from '@/lib/http/methods'
import { jsonAnswer, problem, storeUnavailable } from '../feedback/json-answer'
import { readJsonSubmission } from '../feedback/json-submission'
import type { FeedbackLogger } from '../feedback/logger'
import { crossSiteReason } from '../feedback/same-origin'
import { schemaPerLookup } from '../feedback/schema-per-lookup'
import { overLimitResponse, type WriteLimits } from '../feedback/write-limits'
import { aggregateSearches, utcDay } from './aggregate'
import { MAX_BODY_BYTES } from './constants'
import type { PurgeSchedule } from './retention'
import { createSearchSignalsSchema } from './schema'
import type { SearchSignalStore } from './store'

export interface SearchSignalsHandlerDeps extends WriteLimits {
  /** SEARCH_SIGNALS: when off, reports are answered 204 and nothing is read or stored. */
  enabled: boolean
  store: Pick<SearchSignalStore, 'record'>
  purge?: PurgeSchedule
  isKnownPath: (route: string) => boolean
  siteUrl?: string
  now?: () => Date
  logger?: FeedbackLogger
}

const schemaFor = schemaPerLookup(createSearchSignalsSchema)

export const methodNotAllowed = refusal(SEARCH_SIGNALS_METHODS, (): Response =>
  problem(405, 'Method not allowed; use POST', {}, { allow: allowHeader(SEARCH_SIGNALS_METHODS) }),
)

export function searchSignalsOptions(): Response {
  return optionsResponse(SEARCH_SIGNALS_METHODS)
}

/**
 * POST /docs/api/search-events: settled searches from the search dialog (schema.ts), counted per
 * day. Bad input gets a 4xx with {error, issues?}; only a failing store gets a 503. Nothing about
 * the sender (address, agent, cookies) is read beyond the rate limit's bucket.
 */
export async function handleSearchSignalsRequest(request: Request, deps: SearchSignalsHandlerDeps): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed()
  if (!deps.enabled) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  const logger = deps.logger ?? console
  const crossSite = crossSiteReason(request, deps.siteUrl)
  if (crossSite) return problem(403, `Search reports are only accepted from pages of this site (${crossSite})`)

  // Only the first few issues: a body of many bad entries should not buy a long answer.
  const searches = await readJsonSubmission(request, { maxBytes: MAX_BODY_BYTES, schema: schemaFor(deps.isKnownPath), invalidTitle: 'Invalid search report', maxIssues: 5 })
  if (!searches.ok) return searches.response

  // The feedback endpoint's limits (client-key.ts, hourly-budget.ts), with counters of their own.
  const limited = await overLimitResponse(request, searches.data[0].route, deps, 'Too many search reports; try again later')
  if (limited) return limited

  const counts = aggregateSearches(searches.data, utcDay(deps.now?.() ?? new Date()))
  try {
    await deps.store.record(counts)
  } catch (error) {
    logger.error('[search-signals] could not store a report', error, { requestId: request.headers.get('x-request-id') ?? undefined })
    return storeUnavailable('The report could not be stored right now')
  }
  deps.purge?.maybePurge()
  return jsonAnswer(202, { ok: true, counted: searches.data.length - counts.dropped, dropped: counts.dropped })
}
