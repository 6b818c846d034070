import { serverLogger } from '../log/json-logger'
import { createFeedbackBudget, type FeedbackBudget } from '../feedback/hourly-budget'
import type { FeedbackLogger } from '../feedback/logger'
import { createFeedbackRateLimiter, type FeedbackRateLimiter } from '../feedback/rate-limit'
import { createPurgeSchedule, type PurgeSchedule } from './retention'
import { loadSearchSignalSettings, type SearchSignalSettings } from './settings'
import { openSearchSignalStore, type SearchSignalStore } from './store'

export interface SearchSignalServices {
  settings: SearchSignalSettings
  store: SearchSignalStore
  limiter: FeedbackRateLimiter
  budget: FeedbackBudget
  purge: PurgeSchedule
  logger: FeedbackLogger
}

// On globalThis so that development hot reloads reuse one pool and one Redis connection.
const KEY = Symbol.for('nitric-docs.search-signal-services')
type Holder = { [KEY]?: SearchSignalServices }

/** The process-wide store, limits and purge schedule, created from the environment on first use. */
export function searchSignalServices(): SearchSignalServices {
  const holder = globalThis as Holder
  if (!holder[KEY]) {
    const settings = loadSearchSignalSettings()
    const logger = serverLogger('search-signals')
    const store = openSearchSignalStore(settings, { logger })
    holder[KEY] = {
      settings,
      store,
      limiter: createFeedbackRateLimiter(settings, { logger, keyPrefix: 'search-signals' }),
      budget: createFeedbackBudget(settings, { logger, keyPrefix: 'search-signals' }),
      purge: createPurgeSchedule(store, settings.retentionDays, {
        onError: (error) => logger.error('[search-signals] could not delete expired days', error),
      }),
      logger,
    }
  }
  return holder[KEY]
}
