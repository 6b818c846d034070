import { trustsProxy } from '../client-address'
import type { Settings } from '../settings-schema'

/**
 * The settings both write endpoints (feedback, search signals) read alike: one database, one Redis,
 * one proxy rule. Each endpoint's loader lists these names beside its own limits, in the order
 * its errors name them.
 */
export const STORE_SETTING_NAMES = ['FEEDBACK_DB_PATH', 'DATABASE_URL', 'FEEDBACK_DB_SCHEMA', 'REDIS_URL'] as const
export const PROXY_SETTING_NAMES = ['FEEDBACK_TRUST_PROXY', 'TRUST_PROXY'] as const

type SharedName = (typeof STORE_SETTING_NAMES)[number] | (typeof PROXY_SETTING_NAMES)[number]

export interface StoreSettings {
  dbPath: string
  databaseUrl?: string
  dbSchema: string
  redisUrl?: string
  trustProxy: boolean
}

/** The limits of a write endpoint; each reads them from variables of its own. */
export interface LimitSettings {
  rateLimitPoints: number
  rateLimitWindowSeconds: number
  clientLimitPerHour: number
  siteLimitPerHour: number
}

export type WriteEndpointSettings = StoreSettings & LimitSettings

export function storeSettingsOf(parsed: Pick<Settings, SharedName>): StoreSettings {
  return {
    dbPath: parsed.FEEDBACK_DB_PATH,
    databaseUrl: parsed.DATABASE_URL,
    dbSchema: parsed.FEEDBACK_DB_SCHEMA,
    redisUrl: parsed.REDIS_URL,
    trustProxy: trustsProxy(parsed),
  }
}
