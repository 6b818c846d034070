import type { FeedbackLogger } from './logger'
import { adaptRateLimiter, connectRedis, limiterOver, unlimited, type RateLimitDecision } from './rate-limit'
import type { FeedbackSettings } from './settings'

const HOUR_SECONDS = 3600

/**
 * What may be stored per hour, beside the short per-window limit (rate-limit.ts): a budget per
 * client across all pages, when clients can be told apart, and one for the whole site. The short
 * limit alone let one client store 10 rows per page per minute on each of ~800 pages.
 *
 * Why both. When a trusted proxy names each client (TRUST_PROXY), the client budget is
 * what stops one client, and the site budget only bounds many clients together. When it does not,
 * every request looks the same and no server-side rule can tell a flood from many readers: the
 * window limit is then kept per page (client-key.ts), so a flood of one page closes only that page,
 * and the site budget bounds what a flood over every page can write to the disk. A flood that uses
 * the site budget up does close feedback for everyone until the hour frees up: the price of a bound
 * on storage without a way to tell clients apart (the README says what to set in front of it).
 */
export interface FeedbackBudget {
  /** Counts one submission from `client` (undefined when clients cannot be told apart); never rejects. */
  consume(client: string | undefined): Promise<RateLimitDecision>
  close(): Promise<void>
}

type BudgetSettings = Pick<FeedbackSettings, 'clientLimitPerHour' | 'siteLimitPerHour' | 'redisUrl'>

export interface BudgetOptions {
  keyPrefix?: string
  logger?: FeedbackLogger
  now?: () => number
}

const SITE_KEY = 'all'

export function createFeedbackBudget(settings: BudgetSettings, options: BudgetOptions = {}): FeedbackBudget {
  const logger = options.logger ?? console
  const now = options.now ?? Date.now
  const prefix = options.keyPrefix ?? 'feedback'
  const redis = settings.redisUrl && (settings.clientLimitPerHour > 0 || settings.siteLimitPerHour > 0) ? connectRedis(settings.redisUrl, logger) : undefined
  const hourly = (name: string, points: number) =>
    points === 0 ? unlimited() : adaptRateLimiter(limiterOver({ keyPrefix: `${prefix}:${name}`, points, duration: HOUR_SECONDS }, redis), logger)
  const perClient = hourly('client-hour', settings.clientLimitPerHour)
  const site = hourly('site-hour', settings.siteLimitPerHour)
  let warnedAt = -Infinity

  return {
    async consume(client) {
      if (client !== undefined) {
        const decision = await perClient.consume(client)
        if (!decision.allowed) return decision
      }
      const decision = await site.consume(SITE_KEY)
      if (decision.allowed) return decision
      // Refused by the site budget: the client's own budget keeps its point.
      if (client !== undefined) await perClient.refund(client)
      if (now() - warnedAt >= HOUR_SECONDS * 1000) {
        warnedAt = now()
        logger.warn(
          `[feedback] The site-wide limit of ${settings.siteLimitPerHour} submissions per hour (FEEDBACK_SITE_LIMIT_PER_HOUR) is used up: ` +
            'feedback is answered 429 until it frees up. A flood? Identify clients at a proxy (see the README).',
        )
      }
      return decision
    },
    async close() {
      redis?.disconnect()
    },
  }
}
