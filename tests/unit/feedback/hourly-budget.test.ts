import { Redis } from 'ioredis'
import { handleFeedbackRequest, type FeedbackHandlerDeps } from '@/lib/feedback/handler'
import { createFeedbackBudget, type FeedbackBudget } from '@/lib/feedback/hourly-budget'
import { createFeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import type { NewFeedback } from '@/lib/feedback/store'
import { quietLogger, TEST_REDIS_URL, uniqueName } from './helpers'

// Every page exists here, so a flood can spread over as many pages as it likes (the site has ~800).
const anyPage = () => true

function setup(options: { trustProxy: boolean; windowPoints?: number; clientLimitPerHour?: number; siteLimitPerHour?: number; budget?: FeedbackBudget }) {
  const rows: NewFeedback[] = []
  const logger = quietLogger()
  const deps: FeedbackHandlerDeps = {
    store: { add: async (entry) => (rows.push(entry), true), findByIdempotencyKey: async () => undefined },
    // The per-window limit: 10 a minute per bucket by default (a client, or a page when clients cannot be told apart).
    limiter: createFeedbackRateLimiter({ rateLimitPoints: options.windowPoints ?? 10, rateLimitWindowSeconds: 60 }),
    budget: options.budget ?? createFeedbackBudget({ clientLimitPerHour: options.clientLimitPerHour ?? 30, siteLimitPerHour: options.siteLimitPerHour ?? 300 }, { logger }),
    isKnownPath: anyPage,
    trustProxy: options.trustProxy,
    logger,
  }
  return { rows, deps, logger }
}

function submit(deps: FeedbackHandlerDeps, page: number, client?: string): Promise<Response> {
  return handleFeedbackRequest(
    new Request('http://127.0.0.1/docs/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
      body: JSON.stringify({ url: `/docs/page-${page}`, answer: 'yes', comment: '', ua: 'flood' }),
    }),
    deps,
  )
}

async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<Record<number, number>> {
  const tally: Record<number, number> = {}
  for (let i = 0; i < count; i++) {
    const { status } = await send(i)
    tally[status] = (tally[status] ?? 0) + 1
  }
  return tally
}

describe('the hourly feedback budgets', () => {
  it('store at most 30 an hour from one client across all pages, and the next client still gets through', async () => {
    // A window limit raised to 100 a minute, so that only the hour counts here.
    const { rows, deps } = setup({ trustProxy: true, windowPoints: 100 })
    expect(await statuses(45, (i) => submit(deps, i, '203.0.113.7'))).toEqual({ 201: 30, 429: 15 })
    const refused = await submit(deps, 99, '203.0.113.7')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await submit(deps, 1, '203.0.113.8')).status).toBe(201)
    expect(rows).toHaveLength(31)
  })

  it('bound what clients that cannot be told apart store across all pages, one bucket per page beside it', async () => {
    const { rows, deps, logger } = setup({ trustProxy: false, siteLimitPerHour: 50 })
    // 10 a minute on each of 20 pages would be 200; the site budget stops it at 50.
    expect(await statuses(200, (i) => submit(deps, i % 20))).toEqual({ 201: 50, 429: 150 })
    expect(rows).toHaveLength(50)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/FEEDBACK_SITE_LIMIT_PER_HOUR.*used up/))
  })

  it('give a client its point back when the site budget refuses it', async () => {
    const budget = createFeedbackBudget({ clientLimitPerHour: 2, siteLimitPerHour: 1 }, { logger: quietLogger() })
    expect(await budget.consume('a')).toEqual({ allowed: true })
    expect((await budget.consume('b')).allowed).toBe(false)
    expect((await budget.consume('b')).allowed).toBe(false)
    // 'b' was refused twice by the site budget, not by its own: a fresh site budget would let it in.
    const { deps } = setup({ trustProxy: true, clientLimitPerHour: 2, siteLimitPerHour: 0 })
    expect(await statuses(3, (i) => submit(deps, i, 'b'))).toEqual({ 201: 2, 429: 1 })
  })

  it('are off at 0', async () => {
    const { deps } = setup({ trustProxy: true, windowPoints: 100, clientLimitPerHour: 0, siteLimitPerHour: 0 })
    expect(await statuses(40, (i) => submit(deps, i, '203.0.113.7'))).toEqual({ 201: 40 })
  })

  it('are shared through Redis by every process', async () => {
    const keyPrefix = uniqueName('feedback_budget')
    const settings = { clientLimitPerHour: 3, siteLimitPerHour: 100, redisUrl: TEST_REDIS_URL }
    const one = createFeedbackBudget(settings, { keyPrefix, logger: quietLogger() })
    const two = createFeedbackBudget(settings, { keyPrefix, logger: quietLogger() })
    const redis = new Redis(TEST_REDIS_URL)
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const decisions = [await one.consume('c'), await two.consume('c'), await one.consume('c'), await two.consume('c')]
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false])
      expect((await redis.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0)
    } finally {
      const keys = await redis.keys(`${keyPrefix}*`)
      if (keys.length) await redis.del(...keys)
      redis.disconnect()
      await one.close()
      await two.close()
    }
  })
})
