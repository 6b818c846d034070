import { trustsProxy } from '../client-address'
import { parseSettings, type SettingsEnv } from '../settings-schema'
import type { QueryBudgetSettings } from './query-budget'

const NAMES = ['SEARCH_CLIENT_QUERIES_PER_MINUTE', 'SEARCH_QUERIES_PER_SECOND', 'TRUST_PROXY', 'FEEDBACK_TRUST_PROXY'] as const

export interface SearchLimitSettings extends QueryBudgetSettings {
  trustProxy: boolean
}

/** The search API's per-client and per-process budgets (query-budget.ts); a bad value throws naming the variable. */
export function loadSearchLimitSettings(env: SettingsEnv = process.env): SearchLimitSettings {
  const parsed = parseSettings(NAMES, env)
  return {
    clientQueriesPerMinute: parsed.SEARCH_CLIENT_QUERIES_PER_MINUTE,
    queriesPerSecond: parsed.SEARCH_QUERIES_PER_SECOND,
    trustProxy: trustsProxy(parsed),
  }
}
