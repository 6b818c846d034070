import { aggregateSearches, scopeOfRoute, utcDay } from '@/lib/search-signals/aggregate'

const DAY = '2026-03-04'

describe('aggregateSearches', () => {
  it('counts searches and zero-hit searches per query, scope and page', () => {
    const counts = aggregateSearches(
      [
        { query: 'Bucket TTL', hits: 0, route: '/storage' },
        { query: ' bucket   ttl', hits: 0, route: '/storage' },
        { query: 'bucket ttl', hits: 2, route: '/storage' },
        { query: 'bucket ttl', hits: 0, route: '/reference/nodejs' },
      ],
      DAY,
    )
    expect(counts.days).toEqual([
      { day: DAY, query: 'bucket ttl', scope: '', path: '/storage', searches: 3, zeroHits: 2 },
      { day: DAY, query: 'bucket ttl', scope: 'nodejs/v1', path: '/reference/nodejs', searches: 1, zeroHits: 1 },
    ])
    expect(counts.clicks).toEqual([])
    expect(counts.dropped).toBe(0)
  })

  it('counts each chosen result with its positions', () => {
    const counts = aggregateSearches(
      [
        { query: 'Storage', hits: 9, route: '/', chosen: { position: 1, url: '/storage' } },
        { query: 'storage', hits: 9, route: '/apis', chosen: { position: 3, url: '/storage' } },
        { query: 'storage', hits: 9, route: '/apis', chosen: { position: 2, url: '/storage#buckets' } },
      ],
      DAY,
    )
    expect(counts.clicks).toEqual([
      { day: DAY, query: 'storage', scope: '', url: '/storage', clicks: 2, positionSum: 4 },
      { day: DAY, query: 'storage', scope: '', url: '/storage#buckets', clicks: 1, positionSum: 2 },
    ])
  })

  it('keeps nothing of a query that looks like personal data, or is empty', () => {
    const counts = aggregateSearches(
      [
        { query: 'me@example.com', hits: 0, route: '/' },
        { query: '   ', hits: 0, route: '/' },
        // A token longer than the stored 64 characters is still recognised as one.
        { query: `${'x'.repeat(60)} ghp_abcdefghijklmnopqrstuvwxyz0123`, hits: 0, route: '/' },
        { query: 'queues', hits: 4, route: '/' },
      ],
      DAY,
    )
    expect(counts.dropped).toBe(3)
    expect(counts.days.map((count) => count.query)).toEqual(['queues'])
  })

  it('ignores a choice reported for a search without hits', () => {
    expect(aggregateSearches([{ query: 'x', hits: 0, route: '/', chosen: { position: 1, url: '/' } }], DAY).clicks).toEqual([])
  })
})

describe('scopes and days', () => {
  it('derives the SDK scope from the page, as the dialog filters by it', () => {
    expect(scopeOfRoute('/reference/nodejs/storage/bucket')).toBe('nodejs/v1')
    expect(scopeOfRoute('/reference/nodejs/v0/storage')).toBe('nodejs/v0')
    expect(scopeOfRoute('/reference/cli')).toBe('')
    expect(scopeOfRoute('/storage')).toBe('')
  })

  it('counts by UTC day', () => {
    expect(utcDay(new Date('2026-03-04T23:59:59.999-01:00'))).toBe('2026-03-05')
  })
})
