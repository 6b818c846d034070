import { createSearchEngine } from '../../../src/lib/search/engine'
import { stem, wordForms } from '../../../src/lib/search/word-forms'
import { QueryMatcher } from '../../../src/lib/search/query-matcher'
import { withoutStopWords } from '../../../src/lib/search/stop-words'
import { INDEX_NAME, record } from './helpers'

const ids = (records: ReturnType<typeof record>[], query: string, options: Record<string, unknown> = {}) =>
  createSearchEngine(records, { indexName: INDEX_NAME })
    .search({ query, page: 0, hitsPerPage: 50, ...options })
    .hits.map((hit) => hit.objectID)

describe('question words (Algolia removeStopWords)', () => {
  it('drops words that only shape a question, unless nothing else is left', () => {
    expect(new QueryMatcher('how do I read the newest value of a secret', { removeStopWords: true }).words).toEqual(['read', 'newest', 'value', 'secret'])
    expect(new QueryMatcher('how do I read a secret').words).toContain('how')
    expect(withoutStopWords(['what', 'is', 'it'])).toEqual(['what', 'is', 'it'])
  })

  it('keeps words that are also SDK method names', () => {
    expect(new QueryMatcher('bucket on', { removeStopWords: true }).words).toEqual(['bucket', 'on'])
    expect(new QueryMatcher('secret for', { removeStopWords: true }).words).toEqual(['secret', 'for'])
  })

  it('never lets a stop word exclude a record', () => {
    const page = record({ content: 'Deploy your stack to the cloud' })
    expect(ids([page], 'how do I deploy my stack whenever', { removeStopWords: true })).toEqual([page.objectID])
  })
})

describe('word forms (Algolia ignorePlurals)', () => {
  it('gives singular, plural, -ing and -ed forms', () => {
    expect(wordForms('secrets')).toEqual(['secret'])
    expect(wordForms('entries')).toEqual(['entry'])
    expect(wordForms('file')).toEqual(['files'])
    expect(wordForms('uploading')).toEqual(expect.arrayContaining(['upload']))
    expect(wordForms('deployed')).toEqual(expect.arrayContaining(['deploy']))
    expect(wordForms('go')).toEqual([])
  })

  it('stems an adverb with its adjective or noun for the question index, and leaves short -ly words', () => {
    expect(stem('locally')).toBe(stem('local'))
    expect(stem('nightly')).toBe(stem('night'))
    expect(stem('automatically')).toBe(stem('automatic'))
    for (const word of ['only', 'apply', 'reply', 'daily']) expect(stem(word), word).toBe(word)
    expect(wordForms('locally')).not.toContain('local')
  })

  it('matches another form with no typo only when asked', () => {
    const title = record({ type: 'lvl1', hierarchy: { lvl1: 'Secret' } })
    const content = record({ content: 'All secrets are encrypted.' })
    expect(ids([title, content], 'secrets')).toEqual([content.objectID, title.objectID])
    expect(ids([title, content], 'secrets', { ignorePlurals: true })).toEqual([title.objectID, content.objectID])
  })
})

describe('optional words and filters', () => {
  it('applies filters before counting words, so a filtered-out record cannot empty the answer', () => {
    const everyWord = record({ content: 'read the newest secret value', url: '/docs/other' })
    everyWord.scope = 'python/v1'
    const someWords = record({ content: 'read a secret', url: '/docs/mine' })
    expect(ids([everyWord, someWords], 'read newest secret value', { filter: (r: { scope: string }) => r.scope === 'general' })).toEqual([someWords.objectID])
  })

  it('with allOptional, returns records that miss some words after those that have them all', () => {
    const all = record({ content: 'create a bucket', position: 9 })
    const some = record({ content: 'create a topic', position: 0 })
    expect(ids([some, all], 'create bucket')).toEqual([all.objectID])
    expect(ids([some, all], 'create bucket', { allOptional: true })).toEqual([all.objectID, some.objectID])
  })
})

describe('keywords', () => {
  it('find a page record by words its text does not have, ranked after its own title', () => {
    const titled = record({ type: 'lvl1', hierarchy: { lvl1: 'putObject' }, position: 5 })
    const worded = { ...record({ type: 'lvl1', hierarchy: { lvl1: 'bucket.file.write()' }, position: 0 }), keywords: 'upload file · put object · putObject' }
    expect(ids([worded, titled], 'putObject')).toEqual([titled.objectID, worded.objectID])
  })
})
