import { createWriteLimits } from '@/lib/feedback/write-services'
import { quietLogger } from './helpers'

describe('createWriteLimits', () => {
  it('makes the window limiter and the hourly budgets from the endpoint\u2019s limits', async () => {
    const { limiter, budget } = createWriteLimits(
      { rateLimitPoints: 1, rateLimitWindowSeconds: 60, clientLimitPerHour: 1, siteLimitPerHour: 100 },
      { logger: quietLogger(), keyPrefix: 'search-signals' },
    )
    expect(await limiter.consume('k')).toEqual({ allowed: true })
    expect((await limiter.consume('k')).allowed).toBe(false)
    expect(await budget.consume('client')).toEqual({ allowed: true })
    expect((await budget.consume('client')).allowed).toBe(false)
    await Promise.all([limiter.close(), budget.close()])
  })
})
