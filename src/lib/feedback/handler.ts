import { FEEDBACK_METHODS, allowHeader, optionsResponse, refusal } from '@/lib/http/methods'
import { MAX_BODY_BYTES } from './constants'
import { IDEMPOTENCY_KEY, keyState } from './idempotency'
import { jsonAnswer, problem, storeUnavailable } from './json-answer'
import { readJsonSubmission } from './json-submission'
import { crossSiteReason } from './same-origin'
import type { FeedbackLogger } from './logger'
import { warnOfIgnoredProxyHeaders } from './proxy-headers'
import { createFeedbackSchema } from './schema'
import { schemaPerLookup } from './schema-per-lookup'
import type { FeedbackStore } from './store'
import { submissionHash } from './submission-hash'
import { overLimitResponse, type WriteLimits } from './write-limits'

export interface FeedbackHandlerDeps extends WriteLimits {
  store: Pick<FeedbackStore, 'add' | 'findByIdempotencyKey'>
  /** Whether a page route (without the /docs base) exists. */
  isKnownPath: (route: string) => boolean
  /** The site's public URL (NEXT_PUBLIC_SITE_URL): a browser's Origin may be this or the Host asked for. */
  siteUrl?: string
  now?: () => Date
  logger?: FeedbackLogger
}

const schemaFor = schemaPerLookup(createFeedbackSchema)

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
  const submission = await readJsonSubmission(request, { maxBytes: MAX_BODY_BYTES, schema: schemaFor(deps.isKnownPath), invalidTitle: 'Invalid feedback' })
  if (!submission.ok) return submission.response
  const bodyHash = idempotencyKey === undefined ? undefined : submissionHash(submission.data)
  const storeFailed = (error: unknown) => {
    logger.error('[feedback] could not store a submission', error, { requestId: request.headers.get('x-request-id') ?? undefined })
    return storeUnavailable('Feedback could not be stored right now; please try again later')
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
    if (stored) return jsonAnswer(201, { ok: true })
    // Another request stored this key between the check above and the insert.
    return (await replay(deps.store, idempotencyKey!, bodyHash!)) ?? jsonAnswer(201, DUPLICATE)
  } catch (error) {
    return storeFailed(error)
  }
}

/** The answer to a keyed submission already stored, or undefined when the key is new. */
async function replay(store: FeedbackHandlerDeps['store'], idempotencyKey: string, bodyHash: string): Promise<Response | undefined> {
  const state = await keyState(store, idempotencyKey, bodyHash)
  if (state === 'new') return undefined
  if (state === 'retry') return jsonAnswer(201, DUPLICATE)
  return problem(422, 'This Idempotency-Key was already used for a different submission; send a new submission with a new key')
}

const DUPLICATE = { ok: true, duplicate: true }

/** Counts a valid submission for page `route`; a 429 when a limit (write-limits.ts) is used up. */
async function rateLimit(request: Request, route: string, deps: FeedbackHandlerDeps, logger: FeedbackLogger): Promise<Response | undefined> {
  warnOfIgnoredProxyHeaders(request, deps.trustProxy ?? false, logger)
  return overLimitResponse(request, route, deps, 'Too many feedback submissions; try again later')
}
