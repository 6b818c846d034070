import { handleSearchRequest } from '../../../src/lib/search/handler'
import { loadSearchLimitSettings } from '../../../src/lib/search/limit-settings'
import { createSearchBudget } from '../../../src/lib/search/search-budget'
import { docSearchParams } from '../../../src/lib/search/docsearch-params'
import { fixtureEngine, INDEX_NAME, searchRequest } from './helpers'

const engine = fixtureEngine()

/** A DocSearch keystroke from `client` as a proxy names it. */
function keystroke(client?: string): Request {
  const request = searchRequest({ requests: [{ ...docSearchParams('bucket'), indexName: INDEX_NAME }] })
  if (client) request.headers.set('x-forwarded-for', `${client}, 10.0.0.1`)
  return request
}

describe('the search time budgets', () => {
  it("answer a client past its time per minute with 429 in Algolia's shape and Retry-After, and not the next client", async () => {
    const budget = createSearchBudget({ msPerSecond: 0, clientMsPerMinute: 50 })
    const options = { budget, trustProxy: true }
    // 48 ms of the client's minute already used by earlier calls: one more call fits.
    await budget.charge('203.0.113.1', 48)
    expect((await handleSearchRequest(keystroke('203.0.113.1'), engine, options)).status).toBe(200)
    const refused = await handleSearchRequest(keystroke('203.0.113.1'), engine, options)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many search requests: try again in \d+ s$/), status: 429 })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect((await handleSearchRequest(keystroke('203.0.113.2'), engine, options)).status).toBe(200)
  })

  it('charge each call the time it took', async () => {
    const budget = createSearchBudget({ msPerSecond: 0, clientMsPerMinute: 60_000 })
    const charge = vi.spyOn(budget, 'charge')
    await handleSearchRequest(keystroke('203.0.113.3'), engine, { budget, trustProxy: true })
    expect(charge).toHaveBeenCalledWith('203.0.113.3', expect.any(Number))
    expect(charge.mock.calls[0][1]).toBeGreaterThan(0)
  })

  it('share the per-second time of the process among all clients, trusted proxy or not, so search cannot take it from pages', async () => {
    for (const trustProxy of [false, true]) {
      const budget = createSearchBudget({ msPerSecond: 100, clientMsPerMinute: 60_000 })
      await budget.charge('203.0.113.4', 98)
      const options = { budget, trustProxy }
      expect((await handleSearchRequest(keystroke('203.0.113.5'), engine, options)).status).toBe(200)
      expect((await handleSearchRequest(keystroke('203.0.113.6'), engine, options)).status).toBe(429)
    }
  })

  it('ignore forwarded headers unless the proxy is trusted: they could be forged to get a fresh budget', async () => {
    const options = { budget: createSearchBudget({ msPerSecond: 0, clientMsPerMinute: 1 }), trustProxy: false }
    for (let i = 0; i < 5; i++) expect((await handleSearchRequest(keystroke(`203.0.113.${i}`), engine, options)).status).toBe(200)
  })

  it("give a client its millisecond back when the process's budget refuses the call", async () => {
    const budget = createSearchBudget({ msPerSecond: 1, clientMsPerMinute: 2 })
    expect(await budget.admit('a')).toEqual({ allowed: true })
    expect((await budget.admit('b')).allowed).toBe(false)
    expect((await budget.admit('b')).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await budget.admit('b')).toEqual({ allowed: true })
    expect(await budget.admit('c')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('refuse a call before reading its body, and charge an invalid call the time its checks took', async () => {
    const budget = createSearchBudget({ msPerSecond: 0, clientMsPerMinute: 60_000 })
    const charge = vi.spyOn(budget, 'charge')
    const bad = searchRequest({ requests: [{ ...docSearchParams('bucket'), indexName: INDEX_NAME, hitsPerPage: 1000 }] })
    bad.headers.set('x-forwarded-for', '203.0.113.9')
    expect((await handleSearchRequest(bad, engine, { budget, trustProxy: true })).status).toBe(400)
    expect(charge).toHaveBeenCalledWith('203.0.113.9', expect.any(Number))

    const refusing = createSearchBudget({ msPerSecond: 0, clientMsPerMinute: 1 })
    await refusing.charge('203.0.113.10', 5)
    const unread = keystroke('203.0.113.10')
    expect((await handleSearchRequest(unread, engine, { budget: refusing, trustProxy: true })).status).toBe(429)
    expect(unread.bodyUsed).toBe(false)
  })

  it('read their settings, TRUST_PROXY or its older name FEEDBACK_TRUST_PROXY', () => {
    expect(loadSearchLimitSettings({})).toEqual({ msPerSecond: 200, clientMsPerMinute: 3000, trustProxy: false })
    expect(loadSearchLimitSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadSearchLimitSettings({ FEEDBACK_TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(loadSearchLimitSettings({ SEARCH_MS_PER_SECOND: '0', SEARCH_CLIENT_MS_PER_MINUTE: '10' })).toMatchObject({ msPerSecond: 0, clientMsPerMinute: 10 })
    expect(() => loadSearchLimitSettings({ SEARCH_MS_PER_SECOND: 'lots' })).toThrow(/SEARCH_MS_PER_SECOND/)
  })
})
