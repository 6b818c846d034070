import { trustsProxy } from '../client-address'
import { parseSettings, type SettingsEnv } from '../settings-schema'

const FEEDBACK_SETTINGS = [
  'FEEDBACK_DB_PATH',
  'DATABASE_URL',
  'FEEDBACK_DB_SCHEMA',
  'REDIS_URL',
  'FEEDBACK_RATE_LIMIT_POINTS',
  'FEEDBACK_RATE_LIMIT_WINDOW_SECONDS',
  'FEEDBACK_CLIENT_LIMIT_PER_HOUR',
  'FEEDBACK_SITE_LIMIT_PER_HOUR',
  'FEEDBACK_TRUST_PROXY',
  'TRUST_PROXY',
] as const

/** The feedback feature's settings; what each variable means is in settings-schema.ts. */
export interface FeedbackSettings {
  dbPath: string
  databaseUrl?: string
  dbSchema: string
  redisUrl?: string
  rateLimitPoints: number
  rateLimitWindowSeconds: number
  clientLimitPerHour: number
  siteLimitPerHour: number
  trustProxy: boolean
}

/** Parses the feedback settings; a bad value throws an error naming the variable. */
export function loadFeedbackSettings(env: SettingsEnv = process.env): FeedbackSettings {
  const parsed = parseSettings(FEEDBACK_SETTINGS, env)
  return {
    dbPath: parsed.FEEDBACK_DB_PATH,
    databaseUrl: parsed.DATABASE_URL,
    dbSchema: parsed.FEEDBACK_DB_SCHEMA,
    redisUrl: parsed.REDIS_URL,
    rateLimitPoints: parsed.FEEDBACK_RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: parsed.FEEDBACK_RATE_LIMIT_WINDOW_SECONDS,
    clientLimitPerHour: parsed.FEEDBACK_CLIENT_LIMIT_PER_HOUR,
    siteLimitPerHour: parsed.FEEDBACK_SITE_LIMIT_PER_HOUR,
    trustProxy: trustsProxy(parsed),
  }
}
