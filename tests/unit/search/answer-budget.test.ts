import { AnswerBudget } from '../../../src/lib/search/answer-budget'
import * as formatting from '../../../src/lib/search/format-hit'
import { handleSearchRequest } from '../../../src/lib/search/handler'
import { fixtureEngine, INDEX_NAME, searchRequest } from './helpers'

// Counts the hits the handler formats, keeping what they return.
vi.mock('../../../src/lib/search/format-hit', { spy: true })

describe('answer budget', () => {
  it('counts hits as UTF-8 JSON and refuses the first one past the limit', () => {
    const hit = { objectID: 'é' }
    const size = Buffer.byteLength(JSON.stringify(hit))
    const budget = new AnswerBudget(2 * size)
    budget.charge(hit)
    budget.charge(hit)
    expect(() => budget.charge(hit)).toThrow(expect.objectContaining({ status: 400, message: 'answer too large: lower hitsPerPage or the number of queries' }))
  })

  it('stops formatting hits as soon as an answer is past the limit, across the queries of a call', async () => {
    const engine = fixtureEngine()
    const query = { indexName: INDEX_NAME, query: 'bucket', hitsPerPage: 30 }
    const formatted = vi.mocked(formatting.formatHit)
    const request = () => searchRequest({ requests: [query, query, query] })

    formatted.mockClear()
    expect((await handleSearchRequest(request(), engine)).status).toBe(200)
    expect(formatted.mock.calls.length).toBeGreaterThan(6)

    formatted.mockClear()
    const response = await handleSearchRequest(request(), engine, { maxAnswerBytes: 1 })
    expect(response.status).toBe(400)
    expect(formatted).toHaveBeenCalledTimes(1)
  })
})
