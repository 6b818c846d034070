import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { openFeedbackStore, type FeedbackRecord, type NewFeedback } from '@/lib/feedback/store'
import { aggregateSearches } from '@/lib/search-signals/aggregate'
import { closestPages } from '@/lib/search-signals/closest-pages'
import { buildGapsReport, DEFAULT_GAPS_OPTIONS, formatGapsCsv, formatGapsText, type GapsInput, type GapsReport } from '@/lib/search-signals/gaps-report'
import type { SettledSearch } from '@/lib/search-signals/schema'
import { openSearchSignalStore } from '@/lib/search-signals/store'
import { createSearchEngine } from '@/lib/search/engine'
import type { SearchRecord } from '@/lib/search/types'
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../feedback/helpers'

const run = promisify(execFile)
const ROOT = join(__dirname, '..', '..', '..')

const feedbackRecord = (overrides: Partial<FeedbackRecord>): FeedbackRecord => ({
  id: '00000000-0000-4000-8000-000000000000',
  receivedAt: '2026-03-04T10:00:00.000Z',
  path: '/storage',
  answer: 'no',
  comment: '',
  userAgent: 'UA',
  ...overrides,
})

const INPUT: GapsInput = {
  source: 'SQLite test',
  totals: [
    { query: 'storage', searches: 10, zeroHits: 0, clicks: 1 },
    { query: 'bucket ttl', searches: 5, zeroHits: 4, clicks: 0 },
    { query: 'queues', searches: 4, zeroHits: 0, clicks: 3 },
    { query: 'wasm', searches: 2, zeroHits: 2, clicks: 0 },
    { query: 'rare', searches: 2, zeroHits: 0, clicks: 0 },
  ],
  zeroHitPages: [
    { query: 'bucket ttl', path: '/storage', zeroHits: 3 },
    { query: 'bucket ttl', path: '/', zeroHits: 1 },
    { query: 'wasm', path: '/', zeroHits: 2 },
  ],
  feedbackCounts: [
    { path: '/storage', yes: 1, no: 3, feedback: 1 },
    { path: '/apis', yes: 5, no: 0, feedback: 0 },
    { path: '/queues', yes: 0, no: 1, feedback: 2 },
  ],
  comments: [
    feedbackRecord({ path: '/queues', answer: 'feedback', comment: '=SUM(A1) retry' }),
    feedbackRecord({ path: '/storage', comment: 'No word on\u001b[2J lifecycle rules' }),
  ],
  closest: (query) => (query === 'bucket ttl' ? [{ path: '/storage', title: 'Storage' }] : []),
}

describe('the gaps report', () => {
  it('lists zero-hit queries, few-click queries and unhelpful pages in their order', () => {
    const report = buildGapsReport(INPUT)
    expect(report.zeroHitQueries.map((entry) => [entry.query, entry.zeroHits, entry.pages.map((page) => page.path), entry.closest.map((hint) => hint.path)])).toEqual([
      ['bucket ttl', 4, ['/storage', '/'], ['/storage']],
      ['wasm', 2, ['/'], []],
    ])
    // 'queues' is clicked 3 of 4 times and 'rare' found something only twice: neither is listed.
    expect(report.lowClickQueries).toEqual([{ query: 'storage', searchesWithHits: 10, clicks: 1, clickThrough: 0.1 }])
    expect(report.feedbackPages.map((page) => [page.path, page.notHelpful, page.feedback, page.comments.length])).toEqual([
      ['/storage', 3, 1, 1],
      ['/queues', 1, 2, 1],
    ])
  })

  it('takes the thresholds and the row limit', () => {
    const report = buildGapsReport(INPUT, { ...DEFAULT_GAPS_OPTIONS, limit: 1, clickThroughBelow: 0.9, minSearches: 2 })
    expect(report.zeroHitQueries.map((entry) => entry.query)).toEqual(['bucket ttl'])
    expect(report.lowClickQueries.map((entry) => entry.query)).toEqual(['rare'])
  })

  it('prints text safe for a terminal', () => {
    const text = formatGapsText(buildGapsReport(INPUT))
    expect(text).toContain('bucket ttl         4         5  /storage (3), / (1)  /storage')
    expect(text).toContain('storage         10       1            10%')
    expect(text).toContain('  2026-03-04 [no] No word on [2J lifecycle rules')
    expect(text).not.toContain('\u001b')
    expect(formatGapsText(buildGapsReport({ ...INPUT, totals: [], feedbackCounts: [] }))).toContain('None recorded.')
  })

  it('writes one CSV table with formulas defused', () => {
    const lines = formatGapsCsv(buildGapsReport(INPUT)).trimEnd().split('\r\n')
    expect(lines[0]).toBe('section,query,page,searches,zero_hits,clicks,click_through,not_helpful,feedback,helpful,closest_pages,comment')
    expect(lines).toContain('zero-hits,bucket ttl,/storage (3) / (1),5,4,,,,,,/storage,')
    expect(lines).toContain('few-clicks,storage,,10,,1,0.100,,,,,')
    expect(lines).toContain(`comment:feedback,,/queues,,,,,,,,,'=SUM(A1) retry`)
    expect(lines.filter((line) => line.startsWith('feedback,'))).toHaveLength(2)
  })
})

describe('closest pages', () => {
  const record = (url: string, title: string, content: string): SearchRecord => ({
    objectID: url,
    type: 'content',
    url: `/docs${url}`,
    url_without_anchor: `/docs${url.split('#')[0]}`,
    anchor: url.split('#')[1] ?? null,
    content,
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    code: null,
    pageType: 'building-block',
    sdk: null,
    version: null,
    scope: 'general',
    weight: { tier: 3, pageRank: 0, level: 0, position: 0 },
  })
  const engine = createSearchEngine(
    [
      record('/storage', 'Storage', 'Buckets hold files.'),
      record('/storage#lifecycle', 'Storage', 'Delete files after a time to live.'),
      record('/queues', 'Queues', 'Messages wait in queues.'),
    ],
    { indexName: 'test' },
  )

  it('finds pages despite a typo, one hint per page', () => {
    expect(closestPages(engine, 'bukcets')).toEqual([{ path: '/storage', title: 'Storage' }])
    expect(closestPages(engine, 'files')).toEqual([{ path: '/storage', title: 'Storage' }])
    expect(closestPages(engine, 'zzzz')).toEqual([])
  })
})

describe.each([
  ['SQLite', sqliteTestDatabase],
  ['PostgreSQL', postgresTestDatabase],
])('npm run report -- gaps on %s', (_name, createTestDatabase) => {
  let database: TestDatabase
  let env: NodeJS.ProcessEnv

  const searches: Array<[string, SettledSearch]> = [
    ['2026-01-10', { query: 'Bucket Lifecycle', hits: 0, route: '/storage' }],
    ['2026-02-10', { query: 'bucket lifecycle', hits: 0, route: '/storage' }],
    ['2026-02-10', { query: 'bucket lifecycle', hits: 0, route: '/reference/nodejs' }],
    ['2026-02-11', { query: 'schedules', hits: 6, route: '/' }],
    ['2026-02-11', { query: 'schedules', hits: 6, route: '/' }],
    ['2026-02-11', { query: 'schedules', hits: 6, route: '/' }],
    ['2026-02-12', { query: 'schedules', hits: 6, route: '/', chosen: { position: 4, url: '/schedules' } }],
  ]
  const feedback: NewFeedback[] = [
    { receivedAt: '2026-01-05T08:00:00.000Z', path: '/storage', answer: 'no', comment: 'Old complaint', userAgent: 'UA' },
    { receivedAt: '2026-02-05T08:00:00.000Z', path: '/storage', answer: 'no', comment: 'Nothing on lifecycle rules', userAgent: 'UA' },
    { receivedAt: '2026-02-06T08:00:00.000Z', path: '/reference/nodejs', answer: 'feedback', comment: 'Show v1 imports', userAgent: 'UA' },
    { receivedAt: '2026-02-07T08:00:00.000Z', path: '/apis', answer: 'yes', comment: '', userAgent: 'UA' },
  ]

  beforeAll(async () => {
    database = createTestDatabase()
    const signals = openSearchSignalStore(database.settings)
    for (const [day, search] of searches) await signals.record(aggregateSearches([search], day))
    await signals.close()
    const store = openFeedbackStore(database.settings)
    for (const entry of feedback) await store.add(entry)
    await store.close()
    env = {
      ...process.env,
      FEEDBACK_DB_PATH: database.settings.dbPath,
      DATABASE_URL: database.settings.databaseUrl ?? '',
      FEEDBACK_DB_SCHEMA: database.settings.dbSchema,
    }
  })

  afterAll(() => database?.cleanup())

  const report = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/report.ts', ...args], { cwd: ROOT, env, timeout: 90_000 })

  it('reports since a day as JSON, with the site search’s closest pages', async () => {
    const { stdout } = await report('gaps', '--since', '2026-02-01', '--format', 'json', '--click-through', '30')
    const gaps = JSON.parse(stdout) as GapsReport
    expect(gaps.zeroHitQueries).toHaveLength(1)
    expect(gaps.zeroHitQueries[0]).toMatchObject({
      query: 'bucket lifecycle',
      zeroHits: 2,
      pages: [
        { path: '/reference/nodejs', zeroHits: 1 },
        { path: '/storage', zeroHits: 1 },
      ],
    })
    expect(gaps.zeroHitQueries[0].closest.length).toBeGreaterThan(0)
    expect(gaps.zeroHitQueries[0].closest.some((hint) => hint.path.includes('storage') || hint.path.includes('bucket'))).toBe(true)
    expect(gaps.lowClickQueries).toEqual([{ query: 'schedules', searchesWithHits: 4, clicks: 1, clickThrough: 0.25 }])
    expect(gaps.feedbackPages.map((page) => [page.path, page.comments.map((comment) => comment.comment)])).toEqual([
      // As many answers each: the one with more 'not helpful' first.
      ['/storage', ['Nothing on lifecycle rules']],
      ['/reference/nodejs', ['Show v1 imports']],
    ])
  }, 120_000)

  it('narrows to one SDK and prints text, and refuses bad options', async () => {
    const { stdout } = await report('gaps', '--sdk', 'nodejs', '--click-through', '50')
    expect(stdout).toMatch(/^Content gaps from (SQLite|PostgreSQL) .*\(SDK nodejs\)$/m)
    expect(stdout).toMatch(/^bucket lifecycle\s+1\s+1\s+\/reference\/nodejs \(1\)/m)
    expect(stdout).not.toMatch(/^schedules/m)
    expect(stdout).toContain('Show v1 imports')
    expect(stdout).not.toContain('Nothing on lifecycle rules')
    await expect(report('gaps', '--sdk', 'cobol')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--sdk must be') })
    await expect(report('gaps', '--format', 'xml')).rejects.toMatchObject({ code: 2 })
    await expect(report('nonsense')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run report') })
  }, 120_000)

  it('purges what the retention no longer keeps', async () => {
    const { stdout } = await report('purge', '--days', '1')
    expect(stdout).toMatch(/^Deleted 6 rows: search counts from before \d{4}-\d{2}-\d{2}/)
    const { stdout: after } = await report('gaps', '--format', 'json')
    expect(JSON.parse(after)).toMatchObject({ zeroHitQueries: [], lowClickQueries: [] })
  }, 120_000)
})
