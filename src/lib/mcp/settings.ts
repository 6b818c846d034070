import { trustsProxy } from '../client-address'
import { parseSettings, type SettingsEnv } from '../settings-schema'
import type { McpBudgetSettings } from './tool-budget'

const NAMES = ['MCP_SERVER', 'MCP_MS_PER_SECOND', 'MCP_QUEUE_SIZE', 'MCP_CLIENT_MS_PER_MINUTE', 'MCP_CLIENT_BURST_MS', 'TRUST_PROXY', 'FEEDBACK_TRUST_PROXY'] as const

export interface McpSettings extends McpBudgetSettings {
  enabled: boolean
  trustProxy: boolean
}

/** Whether the MCP endpoint answers, and its time budgets per process and per client; a bad value throws naming the variable. */
export function loadMcpSettings(env: SettingsEnv = process.env): McpSettings {
  const parsed = parseSettings(NAMES, env)
  return {
    enabled: parsed.MCP_SERVER,
    msPerSecond: parsed.MCP_MS_PER_SECOND,
    queueSize: parsed.MCP_QUEUE_SIZE,
    clientMsPerMinute: parsed.MCP_CLIENT_MS_PER_MINUTE,
    clientBurstMs: parsed.MCP_CLIENT_BURST_MS,
    trustProxy: trustsProxy(parsed),
  }
}
