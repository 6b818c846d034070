import { createFeedbackBudget, type FeedbackBudget } from './hourly-budget'
import type { FeedbackLogger } from './logger'
import { createFeedbackRateLimiter, type FeedbackRateLimiter } from './rate-limit'
import type { LimitSettings } from './store-settings'

/** What a write endpoint (feedback, search signals) runs on, made once per process (process-wide.ts). */
export interface WriteServices<Settings, Store> {
  settings: Settings
  store: Store
  limiter: FeedbackRateLimiter
  budget: FeedbackBudget
  logger: FeedbackLogger
}

/**
 * The window limit and hourly budgets of a write endpoint, in memory or in Redis (REDIS_URL).
 * `keyPrefix` keeps its counters apart from the other endpoint's ('feedback' when unset).
 */
export function createWriteLimits(
  settings: LimitSettings & { redisUrl?: string },
  options: { logger: FeedbackLogger; keyPrefix?: string },
): Pick<WriteServices<unknown, unknown>, 'limiter' | 'budget'> {
  return { limiter: createFeedbackRateLimiter(settings, options), budget: createFeedbackBudget(settings, options) }
}
