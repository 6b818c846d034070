import { openFeedbackDb } from '@/lib/feedback/db'
import { aggregateSearches } from '@/lib/search-signals/aggregate'
import { createPurgeSchedule, firstKeptDay, purgeExpired } from '@/lib/search-signals/retention'
import { createSearchSignalStore, type SearchSignalStore } from '@/lib/search-signals/store'
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../feedback/helpers'

describe('retention days', () => {
  it('keeps the given number of days, today included', () => {
    expect(firstKeptDay(new Date('2026-03-04T10:00:00Z'), 1)).toBe('2026-03-04')
    expect(firstKeptDay(new Date('2026-03-04T10:00:00Z'), 90)).toBe('2025-12-05')
  })

  it('purges at most once an hour per process, in the background', async () => {
    let now = new Date('2026-03-04T10:00:00Z')
    const cutoffs: string[] = []
    const schedule = createPurgeSchedule({ purgeBefore: async (day) => (cutoffs.push(day), 0) }, 30, { now: () => now })
    schedule.maybePurge()
    schedule.maybePurge()
    now = new Date('2026-03-04T10:59:59Z')
    schedule.maybePurge()
    now = new Date('2026-03-05T11:00:00Z')
    schedule.maybePurge()
    expect(cutoffs).toEqual(['2026-02-03', '2026-02-04'])
  })

  it('reports a failing purge instead of throwing', async () => {
    const errors: unknown[] = []
    const schedule = createPurgeSchedule({ purgeBefore: () => Promise.reject(new Error('down')) }, 30, { onError: (error) => errors.push(error) })
    expect(() => schedule.maybePurge()).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toHaveLength(1)
  })
})

describe.each([
  ['SQLite', sqliteTestDatabase],
  ['PostgreSQL', postgresTestDatabase],
])('the search-signal store on %s', (_name, createTestDatabase) => {
  let database: TestDatabase
  let store: SearchSignalStore

  beforeEach(() => {
    database = createTestDatabase()
    store = createSearchSignalStore(openFeedbackDb(database.settings))
  })

  afterEach(async () => {
    await store.close()
    await database.cleanup()
  })

  it('adds each report to the day’s counters', async () => {
    const report = aggregateSearches(
      [
        { query: 'bucket ttl', hits: 0, route: '/storage' },
        { query: 'storage', hits: 4, route: '/reference/nodejs', chosen: { position: 2, url: '/storage#buckets' } },
      ],
      '2026-03-04',
    )
    await store.record(report)
    await store.record(report)
    await store.record(aggregateSearches([{ query: 'storage', hits: 4, route: '/' }], '2026-03-05'))
    expect(await store.totals()).toEqual([
      { query: 'storage', searches: 3, zeroHits: 0, clicks: 2 },
      { query: 'bucket ttl', searches: 2, zeroHits: 2, clicks: 0 },
    ])
    expect(await store.totals({ since: '2026-03-05' })).toEqual([{ query: 'storage', searches: 1, zeroHits: 0, clicks: 0 }])
    expect(await store.totals({ sdk: 'nodejs' })).toEqual([{ query: 'storage', searches: 2, zeroHits: 0, clicks: 2 }])
    expect(await store.totals({ sdk: 'nodejs/v0' })).toEqual([])
    expect(await store.totals({ sdk: 'node' })).toEqual([])
    expect(await store.zeroHitPages(['bucket ttl'])).toEqual([{ query: 'bucket ttl', path: '/storage', zeroHits: 2 }])
  })

  it('writes a report all or nothing', async () => {
    const bad = aggregateSearches([{ query: 'storage', hits: 1, route: '/', chosen: { position: 1, url: '/' } }], '2026-03-04')
    bad.clicks[0].clicks = null as unknown as number
    await expect(store.record(bad)).rejects.toThrow()
    expect(await store.totals()).toEqual([])
  })

  it('deletes the days past the retention and keeps the rest', async () => {
    for (const day of ['2026-01-01', '2026-02-01', '2026-03-04']) {
      await store.record(aggregateSearches([{ query: 'queues', hits: 1, route: '/', chosen: { position: 1, url: '/' } }], day))
    }
    expect(await purgeExpired(store, 31, new Date('2026-03-04T08:00:00Z'))).toBe(4)
    expect(await store.totals()).toEqual([{ query: 'queues', searches: 1, zeroHits: 0, clicks: 1 }])
  })
})
