import { FEEDBACK_METHODS, allowHeader, optionsResponse, refusal } from '@/lib/http/methods'
import { identifiedClient } from '../client-address'
import { rateLimitKey } from './client-key'
import { MAX_BODY_BYTES } from './constants'
import { IDEMPOTENCY_KEY, keyState } from './idempotency'
import { crossSiteReason } from './same-origin'
import type { FeedbackBudget } from './hourly-budget'
import type { FeedbackLogger } from './logger'
import { warnOfIgnoredProxyHeaders } from './proxy-headers'
import type { FeedbackRateLimiter } from './rate-limit'
import { readJsonBody } from './request-body'
import { createFeedbackSchema, type FeedbackInput } from './schema'
import { schemaPerLookup } from './schema-per-lookup'
import type { FeedbackStore } from './store'
import { submissionHash } from './submission-hash'

export interface FeedbackHandlerDeps {
  store: Pick<FeedbackStore, 'add' | 'findByIdempotencyKey'>
  limiter: Pick<FeedbackRateLimiter, 'consume'>
  /** The hourly budgets per client and for the whole site (hourly-budget.ts); none when absent. */
  budget?: Pick<FeedbackBudget, 'consume'>
  /** Whether a page route (without the /docs base) exists. */
  isKnownPath: (route: string) => boolean
  /** The site's public URL (NEXT_PUBLIC_SITE_URL): a browser's Origin may be this or the Host asked for. */
  siteUrl?: string
  /** Tell clients apart by X-Forwarded-For / X-Real-IP (TRUST_PROXY). */
  trustProxy?: boolean
  now?: () => Date
  logger?: FeedbackLogger
}

const schemaFor = schemaPerLookup(createFeedbackSchema)

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function problem(status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return json(status, { error, ...extra }, headers)
}

export const methodNotAllowed = refusal(FEEDBACK_METHODS, (): Response => problem(405, 'Method not allowed; use POST', {}, { allow: allowHeader(FEEDBACK_METHODS) }))

/** OPTIONS: the same Allow as the 405s (Next.js's own OPTIONS would list every exported method). */
export function feedbackOptions(): Response {
  return optionsResponse(FEEDBACK_METHODS)
}

/**
 * POST /docs/api/feedback, in web-standard Request/Response terms. Bad input always gets a 4xx
 * with a JSON {error, issues?}; only a failing store gets a 5xx (503).
 */
export async function handleFeedbackRequest(request: Request, deps: FeedbackHandlerDeps): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed()
  const logger = deps.logger ?? console
  const crossSite = crossSiteReason(request, deps.siteUrl)
  if (crossSite) return problem(403, `Feedback is only accepted from pages of this site (${crossSite})`)

  const idempotencyKey = request.headers.get('idempotency-key') ?? undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return problem(400, 'Idempotency-Key must be 8 to 128 letters, digits or . _ : - (for example a UUID)')
  }
  const submission = await readSubmission(request, deps.isKnownPath)
  if (!submission.ok) return submission.response
  const bodyHash = idempotencyKey === undefined ? undefined : submissionHash(submission.data)
  const storeFailed = (error: unknown) => {
    logger.error('[feedback] could not store a submission', error, { requestId: request.headers.get('x-request-id') ?? undefined })
    return problem(503, 'Feedback could not be stored right now; please try again later', {}, { 'retry-after': String(RETRY_AFTER_SECONDS) })
  }

  // A retry of a stored submission is answered before the rate limit, so it costs no point.
  if (idempotencyKey !== undefined) {
    try {
      const earlier = await replay(deps.store, idempotencyKey, bodyHash!)
      if (earlier) return earlier
    } catch (error) {
      return storeFailed(error)
    }
  }
  const limited = await rateLimit(request, submission.data.url, deps, logger)
  if (limited) return limited

  const { url, answer, comment, ua } = submission.data
  try {
    const stored = await deps.store.add({
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      path: url,
      answer,
      comment,
      userAgent: ua,
      ...(idempotencyKey ? { idempotencyKey, bodyHash } : {}),
    })
    if (stored) return json(201, { ok: true })
    // Another request stored this key between the check above and the insert.
    return (await replay(deps.store, idempotencyKey!, bodyHash!)) ?? json(201, DUPLICATE)
  } catch (error) {
    return storeFailed(error)
  }
}

/** The answer to a keyed submission already stored, or undefined when the key is new. */
async function replay(store: FeedbackHandlerDeps['store'], idempotencyKey: string, bodyHash: string): Promise<Response | undefined> {
  const state = await keyState(store, idempotencyKey, bodyHash)
  if (state === 'new') return undefined
  if (state === 'retry') return json(201, DUPLICATE)
  return problem(422, 'This Idempotency-Key was already used for a different submission; send a new submission with a new key')
}

const DUPLICATE = { ok: true, duplicate: true }

/** Seconds a client should wait before retrying when the store is unavailable. */
export const RETRY_AFTER_SECONDS = 5

type Submission = { ok: true; data: FeedbackInput } | { ok: false; response: Response }

/** Body, JSON and schema checks. They run before the rate limit, so a rejected request costs no point. */
async function readSubmission(request: Request, isKnownPath: FeedbackHandlerDeps['isKnownPath']): Promise<Submission> {
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
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return { ok: false, response: problem(400, 'Invalid feedback', { issues }) }
  }
  return { ok: true, data: parsed.data }
}

/** Counts a valid submission for page `route`; a 429 when its bucket (client-key.ts) is used up. */
async function rateLimit(request: Request, route: string, deps: FeedbackHandlerDeps, logger: FeedbackLogger): Promise<Response | undefined> {
  const trustProxy = deps.trustProxy ?? false
  warnOfIgnoredProxyHeaders(request, trustProxy, logger)
  const decision = await deps.limiter.consume(rateLimitKey(request, route, trustProxy))
  const hourly = decision.allowed && deps.budget ? await deps.budget.consume(identifiedClient(request, trustProxy)) : decision
  if (hourly.allowed) return undefined
  return problem(429, 'Too many feedback submissions; try again later', {}, {
    'retry-after': String(hourly.retryAfterSeconds),
  })
}
