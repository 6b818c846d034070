import { createQuestionIndex, loadQuestionIndex } from '../../../src/lib/search/question-index'
import { getSiteSearchEngine } from '../../../src/lib/search/site-engine'
import { record } from './helpers'

// The question index the build serializes (scripts/write-question-index.ts) and the server loads.
describe('question index', () => {
  const records = getSiteSearchEngine().records
  const urls = (answer: { pages: ReadonlyArray<{ url: string }> }) => answer.pages.map((page) => page.url)

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
    const { pages } = index.search('the uploading of files into buckets whenever xyzzyq', { filter: (record) => record.scope === 'nodejs/v1', limit: 3 })
    expect(pages[0]?.url).toMatch(/^\/docs\/reference\/nodejs\/storage\/bucket-file-(write|uploadurl)$/)
  }, 60_000)

  it('expands only a word no page has: by prefix when it is the last, by a typo when it is long', () => {
    const whole = record({ type: 'lvl1', url: '/docs/whole', hierarchy: { lvl1: 'Collections' }, content: 'Store documents in a collection.' })
    const longer = record({ type: 'lvl1', url: '/docs/longer', hierarchy: { lvl1: 'Permissions' }, content: 'collectiondelete and collectionwrite' })
    const index = createQuestionIndex([whole, longer])
    const found = (query: string) => urls(index.search(query, { limit: 5 }))
    expect(found('store a document in a collection')).toEqual(['/docs/whole'])
    expect(found('documents in a collectio')).toEqual(['/docs/whole', '/docs/longer'])
    expect(found('colection permisions')).toEqual(['/docs/whole', '/docs/longer'])
  })

  it('weighs a word a question repeats, in any form, once', () => {
    const keys = record({ type: 'lvl1', url: '/docs/keys', hierarchy: { lvl1: 'List keys' }, content: 'Every key of a store.' })
    const remove = record({ type: 'lvl1', url: '/docs/remove', hierarchy: { lvl1: 'Remove' }, content: 'Remove a key from a store.' })
    const index = createQuestionIndex([keys, remove])
    const answer = (query: string) => index.search(query, { limit: 5 }).pages.map((page) => [page.url, page.score])
    expect(answer('remove a key from the key store, keys')).toEqual(answer('remove a key from the store'))
  })

  it('keeps `where`, a query method, among a question’s words', () => {
    const where = record({ type: 'lvl1', url: '/docs/where', hierarchy: { lvl1: 'query.where()' }, content: 'Filters the documents of a query.' })
    const get = record({ type: 'lvl1', url: '/docs/get', hierarchy: { lvl1: 'doc.get()' }, content: 'Reads one by its id.' })
    const index = createQuestionIndex([where, get])
    expect(urls(index.search('get documents where status is open', { limit: 5 }))).toEqual(['/docs/where', '/docs/get'])
    expect(urls(index.search('how do I get a document', { limit: 5 }))[0]).toBe('/docs/get')
  })

  it('gives every clock time one more term, so any time of day finds a page that names one', () => {
    const cron = record({ type: 'lvl1', url: '/docs/cron', hierarchy: { lvl1: 'schedule.cron()' }, content: 'Runs a handler at 9am or at 6pm on weekdays.' })
    const every = record({ type: 'lvl1', url: '/docs/every', hierarchy: { lvl1: 'schedule.every()' }, content: 'Runs a cleanup handler every few minutes.' })
    const index = createQuestionIndex([cron, every])
    expect(urls(index.search('run a cleanup at 2:30am', { limit: 5 }))).toEqual(['/docs/cron', '/docs/every'])
    expect(urls(index.search('run a cleanup every few minutes', { limit: 5 }))[0]).toBe('/docs/every')
  })
})
