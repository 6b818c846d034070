import { trustsProxy } from '../client-address'
import { parseSettings, type SettingsEnv } from '../settings-schema'
import type { SearchBudgetSettings } from './search-budget'

const NAMES = ['SEARCH_MS_PER_SECOND', 'SEARCH_CLIENT_MS_PER_MINUTE', 'TRUST_PROXY', 'FEEDBACK_TRUST_PROXY'] as const

export interface SearchLimitSettings extends SearchBudgetSettings {
  trustProxy: boolean
}

/** The search API's time budgets per process and per client (search-budget.ts); a bad value throws naming the variable. */
export function loadSearchLimitSettings(env: SettingsEnv = process.env): SearchLimitSettings {
  const parsed = parseSettings(NAMES, env)
  return {
    msPerSecond: parsed.SEARCH_MS_PER_SECOND,
    clientMsPerMinute: parsed.SEARCH_CLIENT_MS_PER_MINUTE,
    trustProxy: trustsProxy(parsed),
  }
}
