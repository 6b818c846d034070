import { handleSearchRequest } from '../../../src/lib/search/handler'
import { loadSearchLimitSettings } from '../../../src/lib/search/limit-settings'
import { createQueryBudget } from '../../../src/lib/search/query-budget'
import { docSearchParams } from '../../../src/lib/search/docsearch-params'
import { fixtureEngine, INDEX_NAME, searchRequest } from './helpers'

const engine = fixtureEngine()

/** A DocSearch keystroke, or `queries` of them in one call, from `client` as a proxy names it. */
function keystroke(client?: string, queries = 1): Request {
  const request = searchRequest({ requests: Array.from({ length: queries }, () => ({ ...docSearchParams('bucket'), indexName: INDEX_NAME })) })
  if (client) request.headers.set('x-forwarded-for', `${client}, 10.0.0.1`)
  return request
}

describe('search query budgets', () => {
  it("answer a client past its queries per minute with 429 in Algolia's shape and Retry-After, and not the next client", async () => {
    const options = { budget: createQueryBudget({ clientQueriesPerMinute: 6, queriesPerSecond: 0 }), trustProxy: true }
    expect((await handleSearchRequest(keystroke('203.0.113.1', 5), engine, options)).status).toBe(200)
    expect((await handleSearchRequest(keystroke('203.0.113.1'), engine, options)).status).toBe(200)
    const refused = await handleSearchRequest(keystroke('203.0.113.1'), engine, options)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many search queries: try again in \d+ s$/), status: 429 })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect((await handleSearchRequest(keystroke('203.0.113.2'), engine, options)).status).toBe(200)
  })

  it('count every client together per second, trusted proxy or not, so search cannot take the CPU from pages', async () => {
    for (const trustProxy of [false, true]) {
      const options = { budget: createQueryBudget({ clientQueriesPerMinute: 100, queriesPerSecond: 4 }), trustProxy }
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await handleSearchRequest(keystroke(`203.0.113.${i}`), engine, options)).status)
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    }
  })

  it('ignore forwarded headers unless the proxy is trusted: they could be forged to get a fresh budget', async () => {
    const options = { budget: createQueryBudget({ clientQueriesPerMinute: 1, queriesPerSecond: 0 }), trustProxy: false }
    // Without a trusted proxy only the per-second budget (off here) applies, whatever the headers say.
    for (let i = 0; i < 5; i++) expect((await handleSearchRequest(keystroke(`203.0.113.${i}`), engine, options)).status).toBe(200)
  })

  it('give a client its points back when the shared budget refuses the call', async () => {
    const budget = createQueryBudget({ clientQueriesPerMinute: 2, queriesPerSecond: 1 })
    expect(await budget.consume('a', 1)).toEqual({ allowed: true })
    expect((await budget.consume('b', 1)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await budget.consume('b', 1)).toEqual({ allowed: true })
  })

  it('cost invalid calls nothing', async () => {
    const options = { budget: createQueryBudget({ clientQueriesPerMinute: 1, queriesPerSecond: 0 }), trustProxy: true }
    const bad = searchRequest({ requests: [{ ...docSearchParams('bucket'), indexName: INDEX_NAME, hitsPerPage: 1000 }] })
    bad.headers.set('x-forwarded-for', '203.0.113.9')
    expect((await handleSearchRequest(bad, engine, options)).status).toBe(400)
    expect((await handleSearchRequest(keystroke('203.0.113.9'), engine, options)).status).toBe(200)
  })

  it('read their settings, TRUST_PROXY or its older name FEEDBACK_TRUST_PROXY', () => {
    expect(loadSearchLimitSettings({})).toEqual({ clientQueriesPerMinute: 180, queriesPerSecond: 40, trustProxy: false })
    expect(loadSearchLimitSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadSearchLimitSettings({ FEEDBACK_TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(loadSearchLimitSettings({ SEARCH_CLIENT_QUERIES_PER_MINUTE: '0', SEARCH_QUERIES_PER_SECOND: '10' })).toMatchObject({ clientQueriesPerMinute: 0, queriesPerSecond: 10 })
    expect(() => loadSearchLimitSettings({ SEARCH_QUERIES_PER_SECOND: 'lots' })).toThrow(/SEARCH_QUERIES_PER_SECOND/)
  })
})
