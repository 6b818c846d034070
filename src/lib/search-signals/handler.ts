import { SEARCH_SIGNALS_METHODS, allowHeader, optionsResponse, refusal } from '@/lib/http/methods'
import { identifiedClient } from '../client-address'
import { rateLimitKey } from '../feedback/client-key'
import type { FeedbackBudget } from '../feedback/hourly-budget'
import type { FeedbackLogger } from '../feedback/logger'
import type { FeedbackRateLimiter } from '../feedback/rate-limit'
import { readJsonBody } from '../feedback/request-body'
import { crossSiteReason } from '../feedback/same-origin'
import { aggregateSearches, utcDay } from './aggregate'
import { MAX_BODY_BYTES } from './constants'
import type { PurgeSchedule } from './retention'
import { schemaPerLookup } from '../feedback/schema-per-lookup'
import { createSearchSignalsSchema, type SettledSearch } from './schema'
import type { SearchSignalStore } from './store'

export interface SearchSignalsHandlerDeps {
  /** SEARCH_SIGNALS: when off, reports are answered 204 and nothing is read or stored. */
  enabled: boolean
  store: Pick<SearchSignalStore, 'record'>
  limiter: Pick<FeedbackRateLimiter, 'consume'>
  budget?: Pick<FeedbackBudget, 'consume'>
  purge?: PurgeSchedule
  isKnownPath: (route: string) => boolean
  siteUrl?: string
  trustProxy?: boolean
  now?: () => Date
  logger?: FeedbackLogger
}

const schemaFor = schemaPerLookup(createSearchSignalsSchema)

function problem(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export const methodNotAllowed = refusal(SEARCH_SIGNALS_METHODS, (): Response =>
  problem(405, 'Method not allowed; use POST', {}, { allow: allowHeader(SEARCH_SIGNALS_METHODS) }),
)

export function searchSignalsOptions(): Response {
  return optionsResponse(SEARCH_SIGNALS_METHODS)
}

/** Seconds a client should wait before retrying when the store is unavailable. */
const RETRY_AFTER_SECONDS = 5

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

  const searches = await readSearches(request, deps.isKnownPath)
  if (!searches.ok) return searches.response

  const limited = await rateLimit(request, searches.data[0].route, deps)
  if (limited) return limited

  const counts = aggregateSearches(searches.data, utcDay(deps.now?.() ?? new Date()))
  try {
    await deps.store.record(counts)
  } catch (error) {
    logger.error('[search-signals] could not store a report', error, { requestId: request.headers.get('x-request-id') ?? undefined })
    return problem(503, 'The report could not be stored right now', {}, { 'retry-after': String(RETRY_AFTER_SECONDS) })
  }
  deps.purge?.maybePurge()
  return Response.json(
    { ok: true, counted: searches.data.length - counts.dropped, dropped: counts.dropped },
    { status: 202, headers: { 'cache-control': 'no-store' } },
  )
}

type Searches = { ok: true; data: SettledSearch[] } | { ok: false; response: Response }

/** Body, JSON and schema checks, before the rate limit: a rejected request costs no point. */
async function readSearches(request: Request, isKnownPath: SearchSignalsHandlerDeps['isKnownPath']): Promise<Searches> {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return { ok: false, response: problem(body.status, body.error) }
  let payload: unknown
  try {
    payload = JSON.parse(body.text)
  } catch {
    return { ok: false, response: problem(400, 'Request body is not valid JSON') }
  }
  const parsed = schemaFor(isKnownPath).safeParse(payload)
  if (!parsed.success) {
    // Only the first few issues: a body of many bad entries should not buy a long answer.
    const issues = parsed.error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return { ok: false, response: problem(400, 'Invalid search report', { issues }) }
  }
  return { ok: true, data: parsed.data }
}

/** The feedback endpoint's limits (client-key.ts, hourly-budget.ts), with counters of their own. */
async function rateLimit(request: Request, route: string, deps: SearchSignalsHandlerDeps): Promise<Response | undefined> {
  const trustProxy = deps.trustProxy ?? false
  const decision = await deps.limiter.consume(rateLimitKey(request, route, trustProxy))
  const hourly = decision.allowed && deps.budget ? await deps.budget.consume(identifiedClient(request, trustProxy)) : decision
  if (hourly.allowed) return undefined
  return problem(429, 'Too many search reports; try again later', {}, { 'retry-after': String(hourly.retryAfterSeconds) })
}
