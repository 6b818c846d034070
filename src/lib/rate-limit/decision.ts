import { RateLimiterRes } from 'rate-limiter-flexible'

/** What a limit says of one request: go ahead, or wait this many seconds (the Retry-After). */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const ALLOWED: RateLimitDecision = { allowed: true }

/**
 * The decision for a rate-limiter-flexible `consume` that rejected: a refusal with its wait when
 * the limit is used up (a RateLimiterRes), undefined when the limiter itself failed (its store),
 * which each caller decides about.
 */
export function refusalOf(rejection: unknown): RateLimitDecision | undefined {
  return rejection instanceof RateLimiterRes ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) } : undefined
}
