import { vi } from 'vitest'
import type { RateLimitDecision } from '@/lib/rate-limit/decision'
import { overLimitResponse } from '@/lib/feedback/write-limits'

const request = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1/docs/api/feedback', { method: 'POST', headers })
const deciding = (decision: RateLimitDecision) => ({ consume: vi.fn(async () => decision) })
const ALLOWED: RateLimitDecision = { allowed: true }

describe('overLimitResponse', () => {
  it('lets a write through when the window limit and the budgets allow it', async () => {
    const limiter = deciding(ALLOWED)
    const budget = deciding(ALLOWED)
    expect(await overLimitResponse(request(), '/concepts', { limiter, budget }, 'Too many')).toBeUndefined()
    expect(limiter.consume).toHaveBeenCalledOnce()
    expect(budget.consume).toHaveBeenCalledWith(undefined)
  })

  it('answers 429 with the wait and the endpoint\u2019s message, without spending the budget, when the window is used up', async () => {
    const budget = deciding(ALLOWED)
    const response = await overLimitResponse(request(), '/concepts', { limiter: deciding({ allowed: false, retryAfterSeconds: 7 }), budget }, 'Too many things')
    expect(response?.status).toBe(429)
    expect(response?.headers.get('retry-after')).toBe('7')
    expect(response?.headers.get('cache-control')).toBe('no-store')
    expect(await response?.json()).toEqual({ error: 'Too many things' })
    expect(budget.consume).not.toHaveBeenCalled()
  })

  it('answers 429 when an hourly budget is used up, naming the client only behind a trusted proxy', async () => {
    const budget = deciding({ allowed: false, retryAfterSeconds: 1800 })
    const response = await overLimitResponse(request({ 'x-forwarded-for': '203.0.113.9' }), '/', { limiter: deciding(ALLOWED), budget, trustProxy: true }, 'Too many')
    expect(response?.headers.get('retry-after')).toBe('1800')
    expect(budget.consume).toHaveBeenCalledWith('203.0.113.9')
  })
})
