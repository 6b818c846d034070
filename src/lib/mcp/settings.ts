import { trustsProxy } from '../client-address'
import type { SearchBudgetSettings } from '../search/search-budget'
import { parseSettings, type SettingsEnv } from '../settings-schema'

const NAMES = ['MCP_SERVER', 'MCP_MS_PER_SECOND', 'MCP_CLIENT_MS_PER_MINUTE', 'TRUST_PROXY', 'FEEDBACK_TRUST_PROXY'] as const

export interface McpSettings extends SearchBudgetSettings {
  enabled: boolean
  trustProxy: boolean
}

/** Whether the MCP endpoint answers, and its time budgets per process and per client; a bad value throws naming the variable. */
export function loadMcpSettings(env: SettingsEnv = process.env): McpSettings {
  const parsed = parseSettings(NAMES, env)
  return {
    enabled: parsed.MCP_SERVER,
    msPerSecond: parsed.MCP_MS_PER_SECOND,
    clientMsPerMinute: parsed.MCP_CLIENT_MS_PER_MINUTE,
    trustProxy: trustsProxy(parsed),
  }
}
