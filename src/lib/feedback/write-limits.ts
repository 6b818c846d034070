import { identifiedClient } from '../client-address'
import { rateLimitKey } from './client-key'
import type { FeedbackBudget } from './hourly-budget'
import { problem } from './json-answer'
import type { FeedbackRateLimiter } from './rate-limit'

export interface WriteLimits {
  limiter: Pick<FeedbackRateLimiter, 'consume'>
  /** The hourly budgets per client and for the whole site (hourly-budget.ts); none when absent. */
  budget?: Pick<FeedbackBudget, 'consume'>
  /** Tell clients apart by X-Forwarded-For / X-Real-IP (TRUST_PROXY). */
  trustProxy?: boolean
}

/**
 * Counts a valid write for page `route` against the window limit (its bucket: client-key.ts), then,
 * if that allows it, the hourly budgets; a 429 saying `tooMany` when one is used up.
 */
export async function overLimitResponse(request: Request, route: string, limits: WriteLimits, tooMany: string): Promise<Response | undefined> {
  const trustProxy = limits.trustProxy ?? false
  const decision = await limits.limiter.consume(rateLimitKey(request, route, trustProxy))
  const hourly = decision.allowed && limits.budget ? await limits.budget.consume(identifiedClient(request, trustProxy)) : decision
  if (hourly.allowed) return undefined
  return problem(429, tooMany, {}, { 'retry-after': String(hourly.retryAfterSeconds) })
}
