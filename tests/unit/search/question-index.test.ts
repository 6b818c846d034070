import { createQuestionIndex, loadQuestionIndex } from '../../../src/lib/search/question-index'
import { getSiteSearchEngine } from '../../../src/lib/search/site-engine'

// The question index the build serializes (scripts/write-question-index.ts) and the server loads.
describe('question index', () => {
  const records = getSiteSearchEngine().records
  const urls = (hits: ReadonlyArray<{ url: string }>) => hits.map((hit) => hit.url)

  it('answers the same from its serialized JSON as when it was built', () => {
    const built = createQuestionIndex(records)
    const loaded = loadQuestionIndex(JSON.parse(JSON.stringify(built.toJSON())), records)
    expect(loaded).toBeDefined()
    for (const query of ['how do I upload a file to a bucket', 'deploy my app to aws', 'getSecret', 'schedul']) {
      const answer = urls(built.search(query, { limit: 10 }))
      expect(answer.length, query).toBeGreaterThan(0)
      expect(urls(loaded!.search(query, { limit: 10 })), query).toEqual(answer)
    }
  }, 60_000)

  it('is not loaded over records whose pages differ from the ones it was built from', () => {
    const serialized = createQuestionIndex(records).toJSON()
    const lastPage = records[records.length - 1].url_without_anchor
    expect(loadQuestionIndex(serialized, records.filter((record) => record.url_without_anchor !== lastPage))).toBeUndefined()
  }, 60_000)

  it('keeps every word of a question optional and folds its word forms', () => {
    const index = createQuestionIndex(records)
    const hits = index.search('the uploading of files into buckets whenever xyzzyq', { filter: (record) => record.scope === 'nodejs/v1', limit: 3 })
    expect(hits[0]?.url).toMatch(/^\/docs\/reference\/nodejs\/storage\/bucket-file-(write|uploadurl)$/)
  }, 60_000)
})
