import { createFeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import { MAX_BODY_BYTES } from '@/lib/search-signals/constants'
import { handleSearchSignalsRequest, type SearchSignalsHandlerDeps } from '@/lib/search-signals/handler'
import type { SearchCounts } from '@/lib/search-signals/aggregate'
import { isKnownRoute, quietLogger } from '../feedback/helpers'

const ENDPOINT = 'http://127.0.0.1/docs/api/search-events'
const NOW = new Date('2026-03-04T12:00:00.000Z')

function makeDeps(overrides: Partial<SearchSignalsHandlerDeps> = {}) {
  const recorded: Array<Pick<SearchCounts, 'days' | 'clicks'>> = []
  const purges: number[] = []
  const deps: SearchSignalsHandlerDeps = {
    enabled: true,
    store: { record: async (counts) => void recorded.push(counts) },
    limiter: createFeedbackRateLimiter({ rateLimitPoints: 1000, rateLimitWindowSeconds: 60 }),
    purge: { maybePurge: () => void purges.push(1) },
    isKnownPath: isKnownRoute,
    now: () => NOW,
    logger: quietLogger(),
    ...overrides,
  }
  return { deps, recorded, purges }
}

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) =>
  new Request(ENDPOINT, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })

const search = { query: 'Bucket TTL', hits: 0, path: '/docs/concepts/introduction', chosen: null }

describe('POST /docs/api/search-events', () => {
  it('counts a beacon of settled searches and answers 202', async () => {
    const { deps, recorded, purges } = makeDeps()
    const response = await handleSearchSignalsRequest(
      post({ searches: [search, { query: 'nodejs', hits: 3, path: '/reference/nodejs', chosen: { position: 2, url: '/docs/reference/nodejs/api#install' } }] }),
      deps,
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ ok: true, counted: 2, dropped: 0 })
    expect(recorded[0].days).toEqual([
      { day: '2026-03-04', query: 'bucket ttl', scope: '', path: '/concepts/introduction', searches: 1, zeroHits: 1 },
      { day: '2026-03-04', query: 'nodejs', scope: 'nodejs/v1', path: '/reference/nodejs', searches: 1, zeroHits: 0 },
    ])
    expect(recorded[0].clicks).toEqual([{ day: '2026-03-04', query: 'nodejs', scope: 'nodejs/v1', url: '/reference/nodejs/api#install', clicks: 1, positionSum: 2 }])
    expect(purges).toHaveLength(1)
  })

  it('takes Algolia Insights click events and never keeps their user token', async () => {
    const { deps, recorded } = makeDeps()
    const event = {
      eventType: 'click',
      eventName: 'Item Selected',
      index: 'docs-related',
      queryID: '43b15df305339e827f0ac0bdc5ebcaa7',
      objectIDs: ['/docs/reference/nodejs'],
      positions: [1],
      userToken: 'reader-123',
      query: 'SDK',
      nbHits: 12,
      path: '/',
    }
    const response = await handleSearchSignalsRequest(post({ events: [event] }, { 'content-type': 'application/json' }), deps)
    expect(response.status).toBe(202)
    expect(JSON.stringify(recorded)).not.toContain('reader-123')
    expect(recorded[0].clicks).toEqual([{ day: '2026-03-04', query: 'sdk', scope: '', url: '/reference/nodejs', clicks: 1, positionSum: 1 }])
  })

  it('drops a query that looks like personal data but accepts the report', async () => {
    const { deps, recorded } = makeDeps()
    const response = await handleSearchSignalsRequest(post({ searches: [{ ...search, query: 'jane@example.com' }] }), deps)
    expect(await response.json()).toEqual({ ok: true, counted: 0, dropped: 1 })
    expect(recorded[0].days).toEqual([])
  })

  it.each([
    ['not JSON', '{', 400],
    ['an empty list', { searches: [] }, 400],
    ['more than ten searches', { searches: Array.from({ length: 11 }, () => search) }, 400],
    ['an unknown page', { searches: [{ ...search, path: '/no/such/page' }] }, 400],
    ['a chosen result off the site', { searches: [{ ...search, hits: 1, chosen: { position: 1, url: 'https://evil.example/' } }] }, 400],
    ['a chosen anchor with markup', { searches: [{ ...search, hits: 1, chosen: { position: 1, url: '/concepts/introduction#<script>' } }] }, 400],
    ['a negative hit count', { searches: [{ ...search, hits: -1 }] }, 400],
    ['a position of 0', { searches: [{ ...search, hits: 1, chosen: { position: 0, url: '/' } }] }, 400],
    ['a query with NUL', { searches: [{ ...search, query: 'a\u0000b' }] }, 400],
    ['a query over 512 characters', { searches: [{ ...search, query: 'a'.repeat(513) }] }, 400],
    ['an extra field', { searches: [search], ip: '1.2.3.4' }, 400],
    ['an Insights event without its query', { events: [{ eventType: 'click', eventName: 'x', index: 'i', objectIDs: ['/'], positions: [1] }] }, 400],
    ['an array', [search], 400],
  ])('refuses %s with a 4xx and stores nothing', async (_label, body, status) => {
    const { deps, recorded } = makeDeps()
    const response = await handleSearchSignalsRequest(post(body), deps)
    expect(response.status).toBe(status)
    expect((await response.json()).error).toEqual(expect.any(String))
    expect(recorded).toEqual([])
  })

  it('refuses a body over the limit, a wrong media type and other methods', async () => {
    const { deps } = makeDeps()
    expect((await handleSearchSignalsRequest(post('x'.repeat(MAX_BODY_BYTES + 1)), deps)).status).toBe(413)
    expect((await handleSearchSignalsRequest(post({ searches: [search] }, { 'content-type': 'application/x-www-form-urlencoded' }), deps)).status).toBe(415)
    const get = await handleSearchSignalsRequest(new Request(ENDPOINT), deps)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
  })

  it('refuses reports from other sites', async () => {
    const { deps, recorded } = makeDeps()
    const response = await handleSearchSignalsRequest(post({ searches: [search] }, { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), deps)
    expect(response.status).toBe(403)
    expect(recorded).toEqual([])
  })

  it('rate-limits valid reports only, with Retry-After', async () => {
    const { deps, recorded } = makeDeps({ limiter: createFeedbackRateLimiter({ rateLimitPoints: 2, rateLimitWindowSeconds: 60 }, { keyPrefix: 'test-search-signals' }) })
    for (let i = 0; i < 3; i++) await handleSearchSignalsRequest(post('{'), deps)
    expect((await handleSearchSignalsRequest(post({ searches: [search] }), deps)).status).toBe(202)
    expect((await handleSearchSignalsRequest(post({ searches: [search] }), deps)).status).toBe(202)
    const limited = await handleSearchSignalsRequest(post({ searches: [search] }), deps)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(recorded).toHaveLength(2)
  })

  it('stores nothing and reads nothing when turned off', async () => {
    const { deps, recorded } = makeDeps({ enabled: false })
    const response = await handleSearchSignalsRequest(post('{'), deps)
    expect(response.status).toBe(204)
    expect(recorded).toEqual([])
  })

  it('answers 503 when the store fails, without the query in the log', async () => {
    const logger = quietLogger()
    const { deps } = makeDeps({ logger, store: { record: async () => Promise.reject(new Error('database down')) } })
    const response = await handleSearchSignalsRequest(post({ searches: [search] }), deps)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('ttl')
  })
})
