import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { ALLOWED, refusalOf, type RateLimitDecision } from '../rate-limit/decision'
import type { FeedbackLogger } from './logger'
import type { FeedbackSettings } from './settings'

export type { RateLimitDecision }

export interface FeedbackRateLimiter {
  /** Counts one submission for `key`; never rejects, whatever happens to the store behind it. */
  consume(key: string): Promise<RateLimitDecision>
  /** Gives back a point counted for `key` (best effort: a failure is logged, not thrown). */
  refund(key: string): Promise<void>
  close(): Promise<void>
}

const REDIS_COMMAND_TIMEOUT_MS = 500

type LimitSettings = Pick<FeedbackSettings, 'rateLimitPoints' | 'rateLimitWindowSeconds' | 'redisUrl'>

export interface RateLimiterOptions {
  /** Prefix of the counters' keys (Redis keys are shared by every process using that Redis). */
  keyPrefix?: string
  logger?: FeedbackLogger
}

/** In-memory limits by default, Redis when REDIS_URL is set, nothing when the points are 0. */
export function createFeedbackRateLimiter(settings: LimitSettings, options: RateLimiterOptions = {}): FeedbackRateLimiter {
  const logger = options.logger ?? console
  if (settings.rateLimitPoints === 0) {
    return unlimited()
  }
  const limits = {
    keyPrefix: options.keyPrefix ?? 'feedback',
    points: settings.rateLimitPoints,
    duration: settings.rateLimitWindowSeconds,
  }
  const redis = settings.redisUrl ? connectRedis(settings.redisUrl, logger) : undefined
  return adaptRateLimiter(limiterOver(limits, redis), logger, async () => {
    redis?.disconnect()
  })
}

/** A limiter that allows everything (a limit of 0 points). */
export function unlimited(): FeedbackRateLimiter {
  return { consume: async () => ({ allowed: true }), refund: async () => {}, close: async () => {} }
}

/** A rate-limiter-flexible limiter in memory, or in Redis with memory standing in while Redis is down. */
export function limiterOver(limits: { keyPrefix: string; points: number; duration: number }, redis: Redis | undefined): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(limits)
  return new RateLimiterRedis({
    ...limits,
    storeClient: redis,
    // With enableOfflineQueue off (connectRedis), a Redis that is down is skipped at once.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(limits),
  })
}

export function connectRedis(url: string, logger: FeedbackLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A connection that goes silent (no reset) would otherwise hold every submission.
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  })
  // ioredis emits an error per reconnect attempt: report the outage once, not every second.
  let reported = false
  redis.on('error', (error: Error) => {
    if (reported) return
    reported = true
    logger.warn(`[feedback] Redis unavailable, rate limiting in memory until it returns: ${error.message}`)
  })
  redis.on('ready', () => {
    reported = false
  })
  return redis
}

/** Turns a rate-limiter-flexible limiter into allow/deny decisions that never reject. */
export function adaptRateLimiter(
  limiter: RateLimiterAbstract,
  logger: FeedbackLogger,
  close: () => Promise<void> = async () => {},
): FeedbackRateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return ALLOWED
      } catch (rejection) {
        const refusal = refusalOf(rejection)
        if (refusal) return refusal
        // A failing limiter must not cost a reader's feedback: let the submission through.
        logger.error('[feedback] rate limiter failed, allowing the submission', rejection)
        return ALLOWED
      }
    },
    async refund(key) {
      try {
        await limiter.reward(key, 1)
      } catch (error) {
        logger.error('[feedback] rate limiter could not give a point back', error)
      }
    },
    close,
  }
}
