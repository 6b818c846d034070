import { clientKey } from './client-key'
import { MAX_BODY_BYTES } from './constants'
import type { FeedbackLogger } from './logger'
import type { FeedbackRateLimiter } from './rate-limit'
import { readJsonBody } from './request-body'
import { createFeedbackSchema, type FeedbackSchema } from './schema'
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

const ALLOWED_METHODS = 'POST'

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

export function methodNotAllowed(): Response {
  return problem(405, 'Method not allowed; use POST', {}, { allow: ALLOWED_METHODS })
}

/**
 * POST /docs/api/feedback, in web-standard Request/Response terms. Bad input always gets a 4xx
 * with a JSON {error, issues?}; only a failing store gets a 5xx (503).
 */
export async function handleFeedbackRequest(request: Request, deps: FeedbackHandlerDeps): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed()
  const logger = deps.logger ?? console

  const decision = await deps.limiter.consume(clientKey(request, deps.trustProxy ?? false))
  if (!decision.allowed) {
    return problem(429, 'Too many feedback submissions; try again later', {}, {
      'retry-after': String(decision.retryAfterSeconds),
    })
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return problem(body.status, body.error)

  let payload: unknown
  try {
    payload = JSON.parse(body.text)
  } catch {
    return problem(400, 'Request body is not valid JSON')
  }

  const parsed = schemaFor(deps.isKnownPath).safeParse(payload)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return problem(400, 'Invalid feedback', { issues })
  }

  const { url, answer, comment, ua } = parsed.data
  try {
    await deps.store.add({
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      path: url,
      answer,
      comment,
      userAgent: ua,
    })
  } catch (error) {
    logger.error('[feedback] could not store a submission', error)
    return problem(503, 'Feedback could not be stored right now; please try again later')
  }
  return json(201, { ok: true })
}
