import { serverLogger } from '../log/json-logger'
import { createFeedbackBudget, type FeedbackBudget } from './hourly-budget'
import type { FeedbackLogger } from './logger'
import { createFeedbackRateLimiter, type FeedbackRateLimiter } from './rate-limit'
import { loadFeedbackSettings, type FeedbackSettings } from './settings'
import { openFeedbackStore, type FeedbackStore } from './store'

export interface FeedbackServices {
  settings: FeedbackSettings
  store: FeedbackStore
  limiter: FeedbackRateLimiter
  budget: FeedbackBudget
  logger: FeedbackLogger
}

// On globalThis so that development hot reloads reuse one pool and one Redis connection.
const KEY = Symbol.for('nitric-docs.feedback-services')
type Holder = { [KEY]?: FeedbackServices }

/** The process-wide store and limiter, created from the environment on first use. */
export function feedbackServices(): FeedbackServices {
  const holder = globalThis as Holder
  if (!holder[KEY]) {
    const settings = loadFeedbackSettings()
    const logger = serverLogger('feedback')
    holder[KEY] = {
      settings,
      store: openFeedbackStore(settings, { logger }),
      limiter: createFeedbackRateLimiter(settings, { logger }),
      budget: createFeedbackBudget(settings, { logger }),
      logger,
    }
  }
  return holder[KEY]
}
