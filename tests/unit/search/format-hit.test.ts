import { formatHit } from '../../../src/lib/search/format-hit'
import * as highlighting from '../../../src/lib/search/highlight'
import { parseSearchParams } from '../../../src/lib/search/params'
import { QueryMatcher } from '../../../src/lib/search/query-matcher'
import { record } from './helpers'

// Counts the snippets formatHit cuts, keeping what they return.
vi.mock('../../../src/lib/search/highlight', { spy: true })

const paragraph = record({ type: 'content', content: 'Buckets hold files under string keys, and a bucket can be read or written by any service that declares it.' })
const matcher = new QueryMatcher('bucket')

describe('formatHit snippets', () => {
  beforeEach(() => {
    vi.mocked(highlighting.snippet).mockClear()
  })

  it('cuts each attribute once however often the request repeats it', () => {
    const once = formatHit(paragraph, matcher, parseSearchParams({ attributesToSnippet: ['content:5'] }))
    const calls = vi.mocked(highlighting.snippet).mock.calls.length
    expect(calls).toBe(1)
    const repeated = formatHit(paragraph, matcher, parseSearchParams({ attributesToSnippet: Array.from({ length: 100 }, () => 'content:5') }))
    expect(vi.mocked(highlighting.snippet).mock.calls.length).toBe(2 * calls)
    expect(repeated._snippetResult).toEqual(once._snippetResult)
  })

  it('cuts every text attribute once for a repeated `*`, the last spec naming an attribute setting its words', () => {
    formatHit(paragraph, matcher, parseSearchParams({ attributesToSnippet: Array.from({ length: 100 }, () => '*:50') }))
    const texts = ['content', 'hierarchy.lvl0', 'hierarchy.lvl1'].length
    expect(vi.mocked(highlighting.snippet).mock.calls.length).toBe(texts)
    const hit = formatHit(paragraph, matcher, parseSearchParams({ attributesToSnippet: ['content:3', '*:20', 'content:5'] }))
    expect((hit._snippetResult as Record<string, any>).content.value.split(' ')).toHaveLength(5)
  })
})
