import { parseSettings, type SettingsEnv } from '../settings-schema'
import { PROXY_SETTING_NAMES, STORE_SETTING_NAMES, storeSettingsOf, type WriteEndpointSettings } from './store-settings'

const FEEDBACK_SETTINGS = [
  ...STORE_SETTING_NAMES,
  'FEEDBACK_RATE_LIMIT_POINTS',
  'FEEDBACK_RATE_LIMIT_WINDOW_SECONDS',
  'FEEDBACK_CLIENT_LIMIT_PER_HOUR',
  'FEEDBACK_SITE_LIMIT_PER_HOUR',
  ...PROXY_SETTING_NAMES,
] as const

/** The feedback feature's settings; what each variable means is in settings-schema.ts. */
export type FeedbackSettings = WriteEndpointSettings

/** Parses the feedback settings; a bad value throws an error naming the variable. */
export function loadFeedbackSettings(env: SettingsEnv = process.env): FeedbackSettings {
  const parsed = parseSettings(FEEDBACK_SETTINGS, env)
  return {
    ...storeSettingsOf(parsed),
    rateLimitPoints: parsed.FEEDBACK_RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: parsed.FEEDBACK_RATE_LIMIT_WINDOW_SECONDS,
    clientLimitPerHour: parsed.FEEDBACK_CLIENT_LIMIT_PER_HOUR,
    siteLimitPerHour: parsed.FEEDBACK_SITE_LIMIT_PER_HOUR,
  }
}
