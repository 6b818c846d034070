import { FEEDBACK_METHODS, allowHeader, optionsResponse, refusal } from '@/lib/http/methods'
import { rateLimitKey } from './client-key'
import { MAX_BODY_BYTES } from './constants'
import type { FeedbackLogger } from './logger'
import { warnOfIgnoredProxyHeaders } from './proxy-headers'
import type { FeedbackRateLimiter } from './rate-limit'
import { readJsonBody } from './request-body'
import { createFeedbackSchema, type FeedbackInput, type FeedbackSchema } from './schema'
import type { FeedbackStore } from './store'

export interface FeedbackHandlerDeps {
  store: Pick<FeedbackStore, 'add'>
  limiter: Pick<FeedbackRateLimiter, 'consume'>
  /** Whether a page route (without the /docs base) exists. */
  isKnownPath: (route: string) => boolean
  /** Tell clients apart by X-Forwarded-For / X-Real-IP (FEEDBACK_TRUST_PROXY). */
  trustProxy?: boolean
  now?: () => Date
  logger?: FeedbackLogger
}

// Building a zod schema compiles it on first use; build one per page-lookup function, not per request.
const schemas = new WeakMap<FeedbackHandlerDeps['isKnownPath'], FeedbackSchema>()

function schemaFor(isKnownPath: FeedbackHandlerDeps['isKnownPath']): FeedbackSchema {
  let schema = schemas.get(isKnownPath)
  if (!schema) {
    schema = createFeedbackSchema(isKnownPath)
    schemas.set(isKnownPath, schema)
  }
  return schema
}

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

  const idempotencyKey = request.headers.get('idempotency-key') ?? undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return problem(400, 'Idempotency-Key must be 8 to 128 letters, digits or . _ : - (for example a UUID)')
  }
  const submission = await readSubmission(request, deps.isKnownPath)
  if (!submission.ok) return submission.response
  const limited = await rateLimit(request, submission.data.url, deps, logger)
  if (limited) return limited

  const { url, answer, comment, ua } = submission.data
  let stored: boolean
  try {
    stored = await deps.store.add({
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      path: url,
      answer,
      comment,
      userAgent: ua,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    })
  } catch (error) {
    logger.error('[feedback] could not store a submission', error, { requestId: request.headers.get('x-request-id') ?? undefined })
    return problem(503, 'Feedback could not be stored right now; please try again later', {}, { 'retry-after': String(RETRY_AFTER_SECONDS) })
  }
  // A retry of a stored submission gets the same answer as the first try, and nothing is stored twice.
  return json(201, stored ? { ok: true } : { ok: true, duplicate: true })
}

/** Seconds a client should wait before retrying when the store is unavailable. */
export const RETRY_AFTER_SECONDS = 5

/** What an Idempotency-Key may be: a client-made token such as a UUID. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/

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
  if (decision.allowed) return undefined
  return problem(429, 'Too many feedback submissions; try again later', {}, {
    'retry-after': String(decision.retryAfterSeconds),
  })
}
