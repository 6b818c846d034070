import { connect, createServer, type Server } from 'node:net'
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

const keyPrefix = uniqueName('feedback_test')
const limiters: FeedbackRateLimiter[] = []

afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()))
  const redis = new Redis(TEST_REDIS_URL)
  const keys = await redis.keys(`${keyPrefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
})

/** Waits until the limiter's decisions come from Redis rather than from its in-memory insurance. */
async function waitUntilCountingInRedis(limiter: FeedbackRateLimiter, probeKey: string) {
  const counter = new Redis(TEST_REDIS_URL)
  try {
    await vi.waitFor(async () => {
      await limiter.consume(probeKey)
      expect(await counter.exists(`${keyPrefix}:${probeKey}`)).toBe(1)
    })
  } finally {
    await counter.quit()
  }
}

describe('Redis rate limiting', () => {

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

    const first = redisLimiter(4)
    const second = redisLimiter(4)
    await waitUntilCountingInRedis(first, 'probe-1')
    await waitUntilCountingInRedis(second, 'probe-2')

    const decisions = [...(await consumeTimes(first, 'client', 2)), ...(await consumeTimes(second, 'client', 3))]
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, false])
    const counter = new Redis(TEST_REDIS_URL)
    expect(Number(await counter.get(`${keyPrefix}:client`))).toBe(5)
    expect(await counter.pttl(`${keyPrefix}:client`)).toBeGreaterThan(50_000)
    await counter.quit()
  })
})

describe('Redis failures', () => {
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
      { keyPrefix, logger },
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

  it('falls back to memory within the command timeout when a connected Redis stops answering', async () => {
    const target = new URL(TEST_REDIS_URL)
    let silent = false
    // A proxy to the real Redis that can go quiet without closing anything, like a network partition.
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname)
      client.on('data', (chunk) => silent || upstream.write(chunk))
      upstream.on('data', (chunk) => silent || client.write(chunk))
      for (const [a, b] of [[client, upstream], [upstream, client]]) {
        a.on('error', () => {})
        a.on('close', () => b.destroy())
      }
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const port = (proxy.address() as { port: number }).port
    const limiter = createFeedbackRateLimiter(
      { rateLimitPoints: 2, rateLimitWindowSeconds: 60, redisUrl: `redis://127.0.0.1:${port}` },
      { keyPrefix, logger: quietLogger() },
    )
    try {
      await waitUntilCountingInRedis(limiter, 'probe-silent')
      silent = true
      const started = Date.now()
      const decisions = await consumeTimes(limiter, 'silent-client', 3)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false])
    } finally {
      await limiter.close()
      proxy.close()
    }
  })
})
