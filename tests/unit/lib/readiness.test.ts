import { describe, expect, it } from 'vitest'
import { livenessResponse, readinessResponse } from '@/lib/health/readiness'

describe('health answers', () => {
  it('liveness is a plain 200 that nothing caches', async () => {
    const response = livenessResponse()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('readiness is 200 when every part answers', async () => {
    const response = await readinessResponse([{ name: 'store', check: async () => 1 }])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', checks: { store: 'ok' } })
  })

  it('readiness is 503 naming a part that fails or hangs, without its error text', async () => {
    const response = await readinessResponse(
      [
        { name: 'feedback-store', check: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')) },
        { name: 'search-index', check: () => new Promise(() => {}) },
        { name: 'other', check: async () => true },
      ],
      50,
    )
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body).toEqual({ status: 'unavailable', checks: { 'feedback-store': 'failing', 'search-index': 'failing', other: 'ok' }, failing: ['feedback-store', 'search-index'] })
    expect(JSON.stringify(body)).not.toMatch(/hunter2|10\.0\.0\.5/)
  })
})
