import { QueryMatcher } from '../../../src/lib/search/query-matcher'
import { allowedTypos, typoDistance } from '../../../src/lib/search/typos'
import { createSearchEngine } from '../../../src/lib/search/engine'
import { INDEX_NAME, rank, record } from './helpers'

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(typoDistance('buckt', 'bucket', 2)).toBe(1)
    expect(typoDistance('bucket', 'bukcet', 2)).toBe(1)
    expect(typoDistance('secerts', 'secrets', 2)).toBe(1)
    expect(typoDistance('quickstrat', 'quickstart', 2)).toBe(1)
    expect(typoDistance('scheduel', 'schedule', 2)).toBe(1)
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3)
    expect(typoDistance('same', 'same', 0)).toBe(0)
  })

  it('stops early above the limit', () => {
    expect(typoDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3)
    expect(typoDistance('a', 'abcd', 1)).toBe(2)
  })

  it("allows Algolia's number of typos by word length", () => {
    expect(['api', 'sqls', 'bucket', 'websockt'].map(allowedTypos)).toEqual([0, 1, 1, 2])
  })
})

describe('query matching', () => {
  it('matches the last word as a prefix, with no typo', () => {
    const matcher = new QueryMatcher('read buck')
    expect(matcher.words).toEqual(['read', 'buck'])
    expect(matcher.matchTerm('buckets')[1]).toEqual({ typos: 0, exact: false, prefixLength: 4 })
    expect(matcher.matchTerm('ready')[0]).toEqual({ typos: 1, exact: false, prefixLength: null })
    expect(matcher.matchTerm('read')[0]).toEqual({ typos: 0, exact: true, prefixLength: null })
  })

  it('normalises case and accents and drops repeated words', () => {
    expect(new QueryMatcher('  Café CAFE   résumé!').words).toEqual(['cafe', 'resume'])
  })
})

describe('typo tolerance in search', () => {
  const records = [
    record({ type: 'lvl1', hierarchy: { lvl1: 'Storage' }, content: null }),
    record({ content: 'Declare a bucket to store files.' }),
    record({ content: 'A schedule runs a handler every day.' }),
    record({ content: 'Secrets hold API keys.' }),
    record({ content: 'WebSocket connections stay open.' }),
    record({ content: 'Follow the quickstart to begin.' }),
    record({ content: 'The cat sat.' }),
  ]
  const find = (query: string) => rank(records, query).map((id) => records.find((r) => r.objectID === id)?.content ?? 'Storage')

  it.each([
    ['buckt', 'Declare a bucket to store files.'],
    ['bukcet', 'Declare a bucket to store files.'],
    ['scheduel', 'A schedule runs a handler every day.'],
    ['secerts', 'Secrets hold API keys.'],
    ['websockt', 'WebSocket connections stay open.'],
    ['quickstrat', 'Follow the quickstart to begin.'],
    ['storgae', 'Storage'],
  ])('%s finds %s', (query, expected) => {
    expect(find(query)[0]).toBe(expected)
  })

  it('does not allow typos in words shorter than four letters', () => {
    expect(find('bat')).toEqual([])
    expect(find('cat')).toEqual(['The cat sat.'])
  })

  it('does not allow two typos in words shorter than eight letters', () => {
    expect(find('bkcuet')).toEqual([])
  })

  it('matches words only as written, and their forms, with typoTolerance false', () => {
    const engine = createSearchEngine(records, { indexName: INDEX_NAME })
    const found = (query: string) => engine.search({ query, page: 0, hitsPerPage: 10, ignorePlurals: true, typoTolerance: false }).hits.map((hit) => hit.content)
    expect(found('bukcet')).toEqual([])
    expect(found('buckets')).toEqual(['Declare a bucket to store files.'])
    expect(new QueryMatcher('bukcet', { typoTolerance: false }).matchTerm('bucket')).toEqual([null])
  })
})
