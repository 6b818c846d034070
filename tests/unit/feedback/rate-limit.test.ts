import { createServer, type Server } from 'node:net'
import { Redis } from 'ioredis'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { adaptRateLimiter, createFeedbackRateLimiter, type FeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import { quietLogger, TEST_REDIS_URL, uniqueName } from './helpers'

async function consumeTimes(limiter: FeedbackRateLimiter, key: string, times: number) {
  const decisions = []
  for (let i = 0; i < times; i++) decisions.push(await limiter.consume(key))
  return decisions
}

describe('in-memory rate limiting', () => {
  it('allows the configured points per window, then answers with a retry delay', async () => {
    const limiter = createFeedbackRateLimiter({ rateLimitPoints: 3, rateLimitWindowSeconds: 60 })
    const decisions = await consumeTimes(limiter, 'client-a', 4)
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    const denied = decisions[3] as { retryAfterSeconds: number }
    expect(denied.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect(denied.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(await limiter.consume('client-b')).toEqual({ allowed: true })
  })

  it('opens again after the window', async () => {
    vi.useFakeTimers()
    try {
      const limiter = createFeedbackRateLimiter({ rateLimitPoints: 1, rateLimitWindowSeconds: 2 })
      expect(await limiter.consume('k')).toEqual({ allowed: true })
      expect((await limiter.consume('k')).allowed).toBe(false)
      await vi.advanceTimersByTimeAsync(2100)
      expect(await limiter.consume('k')).toEqual({ allowed: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets submissions through and logs when the limiter fails for another reason than the limit', async () => {
    const failing = new RateLimiterMemory({ points: 1, duration: 60 })
    vi.spyOn(failing, 'consume').mockRejectedValue(new Error('store exploded'))
    const logger = quietLogger()
    expect(await adaptRateLimiter(failing, logger).consume('k')).toEqual({ allowed: true })
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/allowing the submission/), expect.any(Error))
  })

  it('never limits when the points are 0', async () => {
    const limiter = createFeedbackRateLimiter({ rateLimitPoints: 0, rateLimitWindowSeconds: 60 })
    const decisions = await consumeTimes(limiter, 'k', 50)
    expect(decisions.every((decision) => decision.allowed)).toBe(true)
  })
})

describe('Redis rate limiting', () => {
  const limiters: FeedbackRateLimiter[] = []
  const keyPrefix = uniqueName('feedback_test')
  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()))
    const redis = new Redis(TEST_REDIS_URL)
    const keys = await redis.keys(`${keyPrefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  function redisLimiter(points: number) {
    const limiter = createFeedbackRateLimiter(
      { rateLimitPoints: points, rateLimitWindowSeconds: 60, redisUrl: TEST_REDIS_URL },
      { keyPrefix, logger: quietLogger() },
    )
    limiters.push(limiter)
    return limiter
  }

  it('shares one count between server processes through Redis', async () => {
    // Redis must be reachable: a ping that fails here fails the test rather than skipping it.
    const probe = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 })
    expect(await probe.ping()).toBe('PONG')
    await probe.quit()

    const counter = new Redis(TEST_REDIS_URL)
    const first = redisLimiter(4)
    const second = redisLimiter(4)
    // Until a client is connected its decisions come from the in-memory insurance limiter:
    // wait until each one's probe key shows up in Redis.
    for (const [index, limiter] of [first, second].entries()) {
      await vi.waitFor(async () => {
        await limiter.consume(`probe-${index}`)
        expect(await counter.exists(`${keyPrefix}:probe-${index}`)).toBe(1)
      })
    }

    const decisions = [...(await consumeTimes(first, 'client', 2)), ...(await consumeTimes(second, 'client', 3))]
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, false])
    expect(Number(await counter.get(`${keyPrefix}:client`))).toBe(5)
    expect(await counter.pttl(`${keyPrefix}:client`)).toBeGreaterThan(50_000)
    await counter.quit()
  })
})

describe('Redis unreachable', () => {
  let closedPort: number
  let placeholder: Server
  beforeAll(async () => {
    // Reserve a port and close it again: connections to it are refused.
    placeholder = createServer()
    await new Promise<void>((resolve) => placeholder.listen(0, '127.0.0.1', resolve))
    closedPort = (placeholder.address() as { port: number }).port
    await new Promise<void>((resolve) => placeholder.close(() => resolve()))
  })

  it('fails open to an in-memory limiter, which still limits, and says so once', async () => {
    const logger = quietLogger()
    const limiter = createFeedbackRateLimiter(
      { rateLimitPoints: 2, rateLimitWindowSeconds: 60, redisUrl: `redis://127.0.0.1:${closedPort}` },
      { keyPrefix: uniqueName('feedback_test'), logger },
    )
    try {
      const started = Date.now()
      const decisions = await consumeTimes(limiter, 'client', 3)
      expect(Date.now() - started).toBeLessThan(1000)
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false])
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1))
      expect(logger.warn.mock.calls[0][0]).toMatch(/Redis unavailable/)
    } finally {
      await limiter.close()
    }
  })
})
