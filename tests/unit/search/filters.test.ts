import { describe, expect, it } from 'vitest'
import { createSearchEngine } from '../../../src/lib/search/engine'
import { parseFacetFilters, parseFilters, recordPredicate } from '../../../src/lib/search/filters'
import { parseSearchParams } from '../../../src/lib/search/params'
import { record } from './helpers'

const node = { ...record({ hierarchy: { lvl1: 'bucket.file.read()' }, type: 'lvl1', url: '/docs/reference/nodejs/storage/bucket-file-read' }), pageType: 'sdk-method' as const, sdk: 'nodejs', version: 'v1', scope: 'nodejs/v1' }
const nodeV0 = { ...record({ hierarchy: { lvl1: 'bucket.file.read()' }, type: 'lvl1', url: '/docs/reference/nodejs/v0/storage/bucket-file-read' }), pageType: 'sdk-method' as const, sdk: 'nodejs', version: 'v0', scope: 'nodejs/v0' }
const python = { ...record({ hierarchy: { lvl1: 'bucket.file.read()' }, type: 'lvl1', url: '/docs/reference/python/storage/bucket-file-read' }), pageType: 'sdk-method' as const, sdk: 'python', version: 'v1', scope: 'python/v1' }
const guide = record({ hierarchy: { lvl1: 'Read files from a bucket' }, type: 'lvl1', url: '/docs/storage' })
const engine = createSearchEngine([node, nodeV0, python, guide], { indexName: 'docs' })
const urls = (params: Record<string, unknown>) => {
  const parsed = parseSearchParams({ query: 'read', ...params })
  return engine.search({ query: parsed.query, page: 0, hitsPerPage: 10, ...(parsed.filter ? { filter: parsed.filter } : {}) }).hits.map((h) => h.url).sort()
}

describe('facet filters', () => {
  it('scopes a search to one SDK version plus every page outside the SDK references', () => {
    expect(urls({ facetFilters: [['scope:nodejs/v1', 'scope:general']] })).toEqual(['/docs/reference/nodejs/storage/bucket-file-read', '/docs/storage'])
    expect(urls({ facetFilters: JSON.stringify([['scope:python/v1', 'scope:general']]) })).toEqual(['/docs/reference/python/storage/bucket-file-read', '/docs/storage'])
  })

  it('takes sdk, version and pageType, AND across groups and negation with -', () => {
    expect(urls({ facetFilters: ['sdk:nodejs', 'version:v0'] })).toEqual(['/docs/reference/nodejs/v0/storage/bucket-file-read'])
    expect(urls({ facetFilters: ['pageType:-sdk-method'] })).toEqual(['/docs/storage'])
  })

  it('reads Algolia filter strings with AND, OR and NOT', () => {
    expect(urls({ filters: '(sdk:nodejs OR sdk:python) AND version:v1' })).toEqual(['/docs/reference/nodejs/storage/bucket-file-read', '/docs/reference/python/storage/bucket-file-read'])
    expect(urls({ filters: 'NOT pageType:sdk-method' })).toEqual(['/docs/storage'])
    expect(urls({ filters: 'scope:"nodejs/v0"' })).toEqual(['/docs/reference/nodejs/v0/storage/bucket-file-read'])
  })

  it('answers malformed filters with a 400 naming the problem', () => {
    expect(() => parseFacetFilters(['colour:red'])).toThrow(/attribute colour is not in attributesForFaceting/)
    expect(() => parseFacetFilters('[oops')).toThrow(/not valid JSON/)
    expect(() => parseFacetFilters(42)).toThrow(/expected an array/)
    expect(() => parseFilters('(sdk:nodejs')).toThrow(/unbalanced/)
    expect(() => parseFilters('sdk:nodejs AND ')).toThrow()
    expect(() => parseFilters('((sdk:a OR sdk:b))')).toThrow(/nests parentheses/)
    expect(() => parseFilters('__proto__:x')).toThrow(/not in attributesForFaceting/)
    expect(() => parseSearchParams({ facetFilters: ['nope'] })).toThrow(/expected attribute:value/)
  })

  it('filters nothing when no filter is given', () => {
    expect(recordPredicate([[], []])).toBeUndefined()
    expect(urls({})).toHaveLength(4)
  })
})
