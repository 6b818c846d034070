import { serverLogger } from '../log/json-logger'
import { processWide } from './process-wide'
import { loadFeedbackSettings, type FeedbackSettings } from './settings'
import { openFeedbackStore, type FeedbackStore } from './store'
import { createWriteLimits, type WriteServices } from './write-services'

export type FeedbackServices = WriteServices<FeedbackSettings, FeedbackStore>

/** The process-wide store and limiter, created from the environment on first use. */
export const feedbackServices = processWide('nitric-docs.feedback-services', (): FeedbackServices => {
  const settings = loadFeedbackSettings()
  const logger = serverLogger('feedback')
  return { settings, store: openFeedbackStore(settings, { logger }), ...createWriteLimits(settings, { logger }), logger }
})
