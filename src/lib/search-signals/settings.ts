import { PROXY_SETTING_NAMES, STORE_SETTING_NAMES, storeSettingsOf, type WriteEndpointSettings } from '../feedback/store-settings'
import { parseSettings, type SettingsEnv } from '../settings-schema'

const SEARCH_SIGNAL_SETTINGS = [
  'SEARCH_SIGNALS',
  'SEARCH_SIGNALS_RETENTION_DAYS',
  'SEARCH_SIGNALS_RATE_LIMIT_POINTS',
  'SEARCH_SIGNALS_CLIENT_LIMIT_PER_HOUR',
  'SEARCH_SIGNALS_SITE_LIMIT_PER_HOUR',
  ...STORE_SETTING_NAMES,
  ...PROXY_SETTING_NAMES,
] as const

/** Search reports are limited per minute, like feedback per window. */
export const SEARCH_SIGNALS_WINDOW_SECONDS = 60

/** The search-signal settings; they share the feedback store's database. What each variable means is in settings-schema.ts. */
export interface SearchSignalSettings extends WriteEndpointSettings {
  enabled: boolean
  retentionDays: number
}

export function loadSearchSignalSettings(env: SettingsEnv = process.env): SearchSignalSettings {
  const parsed = parseSettings(SEARCH_SIGNAL_SETTINGS, env)
  return {
    enabled: parsed.SEARCH_SIGNALS,
    retentionDays: parsed.SEARCH_SIGNALS_RETENTION_DAYS,
    ...storeSettingsOf(parsed),
    rateLimitPoints: parsed.SEARCH_SIGNALS_RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: SEARCH_SIGNALS_WINDOW_SECONDS,
    clientLimitPerHour: parsed.SEARCH_SIGNALS_CLIENT_LIMIT_PER_HOUR,
    siteLimitPerHour: parsed.SEARCH_SIGNALS_SITE_LIMIT_PER_HOUR,
  }
}

/** Whether pages built now send their settled searches (read while the pages render). */
export function searchSignalsEnabled(env: SettingsEnv = process.env): boolean {
  return parseSettings(['SEARCH_SIGNALS'], env).SEARCH_SIGNALS
}
