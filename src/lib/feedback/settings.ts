import { z } from 'zod'

const intAtLeast = (min: number) => z.coerce.number().int().min(min)

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

/** Every environment setting of the feedback feature, with what it does. */
const feedbackEnvSchema = z.object({
  /** SQLite file used when DATABASE_URL is not set; its directory is created on first use. */
  FEEDBACK_DB_PATH: z.string().min(1).default('.data/feedback.sqlite'),
  /** PostgreSQL connection string; when set, feedback is stored in PostgreSQL instead of SQLite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL schema holding the feedback tables; created when missing. Ignored for SQLite. */
  FEEDBACK_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('public'),
  /** Redis for rate-limit counters shared by several server processes; in-memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Submissions one client may make per window; 0 turns rate limiting off. */
  FEEDBACK_RATE_LIMIT_POINTS: intAtLeast(0).default(10),
  /** Length of the rate-limit window in seconds. */
  FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: intAtLeast(1).default(60),
  /**
   * 'true' only behind a reverse proxy that sets X-Forwarded-For / X-Real-IP: clients are then told
   * apart by the first address in those headers. Otherwise the headers could be forged, so every
   * client shares ONE rate-limit key per server process (the socket address is not visible to a
   * route handler), and the limit then caps the whole server's submission rate.
   */
  FEEDBACK_TRUST_PROXY: flag,
})

export interface FeedbackSettings {
  dbPath: string
  databaseUrl?: string
  dbSchema: string
  redisUrl?: string
  rateLimitPoints: number
  rateLimitWindowSeconds: number
  trustProxy: boolean
}

type Env = Record<string, string | undefined>

/** Parses the feedback settings; a bad value throws an error naming the variable. */
export function loadFeedbackSettings(env: Env = process.env): FeedbackSettings {
  const keys = Object.keys(feedbackEnvSchema.shape) as (keyof typeof feedbackEnvSchema.shape)[]
  // An empty variable (common in .env files) means "not set".
  const raw = Object.fromEntries(keys.map((key) => [key, env[key]?.trim() || undefined]))
  const result = feedbackEnvSchema.safeParse(raw)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `${name}=${JSON.stringify(raw[name])}: ${issue.message}`
    })
    throw new Error(`Invalid feedback setting ${problems.join('; ')}`)
  }
  const parsed = result.data
  return {
    dbPath: parsed.FEEDBACK_DB_PATH,
    databaseUrl: parsed.DATABASE_URL,
    dbSchema: parsed.FEEDBACK_DB_SCHEMA,
    redisUrl: parsed.REDIS_URL,
    rateLimitPoints: parsed.FEEDBACK_RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: parsed.FEEDBACK_RATE_LIMIT_WINDOW_SECONDS,
    trustProxy: parsed.FEEDBACK_TRUST_PROXY,
  }
}
