import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import { openFeedbackDb, type FeedbackDb } from '@/lib/feedback/db'
import { migrateFeedbackDb } from '@/lib/feedback/migrations'
import { createFeedbackStore, type FeedbackStore, type NewFeedback } from '@/lib/feedback/store'
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from './helpers'

const run = promisify(execFile)
const FIXTURE = join(__dirname, 'fixtures', 'migrate-at.ts')

const entry = (overrides: Partial<NewFeedback> = {}): NewFeedback => ({
  receivedAt: '2025-03-01T10:00:00.000Z',
  path: '/concepts/introduction',
  answer: 'yes',
  comment: '',
  userAgent: 'Mozilla/5.0 (test)',
  ...overrides,
})

function migrationNames(handle: FeedbackDb): Promise<string[]> {
  return (handle.db as unknown as Kysely<Record<string, { name: string }>>)
    .selectFrom('kysely_migration')
    .select('name')
    .execute()
    .then((rows) => rows.map((row) => row.name))
}

describe.each([
  ['SQLite', sqliteTestDatabase],
  ['PostgreSQL', postgresTestDatabase],
])('feedback store on %s', (_name, createTestDatabase) => {
  let database: TestDatabase
  let handle: FeedbackDb
  let store: FeedbackStore

  beforeEach(() => {
    database = createTestDatabase()
    handle = openFeedbackDb(database.settings)
    store = createFeedbackStore(handle)
  })

  afterEach(async () => {
    await store.close()
    await database.cleanup()
  })

  it('stores a submission once per idempotency key, and any number without one', async () => {
    expect(await store.add(entry({ idempotencyKey: 'key-00000001' }))).toBe(true)
    expect(await store.add(entry({ idempotencyKey: 'key-00000001', comment: 'retried' }))).toBe(false)
    expect(await store.add(entry({ idempotencyKey: 'key-00000002' }))).toBe(true)
    expect(await store.add(entry())).toBe(true)
    expect(await store.add(entry())).toBe(true)
    expect(await store.count()).toBe(4)
    expect((await store.list()).map((row) => row.comment)).not.toContain('retried')
  })

  it('finds a stored submission by its idempotency key, with the hash of its body', async () => {
    await store.add(entry({ idempotencyKey: 'key-00000003', bodyHash: 'hash-a' }))
    await store.add(entry({ idempotencyKey: 'key-00000004' }))
    expect(await store.findByIdempotencyKey('key-00000003')).toEqual({ bodyHash: 'hash-a' })
    expect(await store.findByIdempotencyKey('key-00000004')).toEqual({ bodyHash: null })
    expect(await store.findByIdempotencyKey('key-99999999')).toBeUndefined()
    // The first body's hash stays: a second add with the key changes nothing.
    expect(await store.add(entry({ idempotencyKey: 'key-00000003', bodyHash: 'hash-b' }))).toBe(false)
    expect(await store.findByIdempotencyKey('key-00000003')).toEqual({ bodyHash: 'hash-a' })
  })

  it('stores a submission and reads every field back', async () => {
    await store.add(entry({ answer: 'no', comment: 'Step 3 fails', userAgent: 'UA/1' }))
    const [record] = await store.list()
    expect(record).toMatchObject({
      receivedAt: '2025-03-01T10:00:00.000Z',
      path: '/concepts/introduction',
      answer: 'no',
      comment: 'Step 3 fails',
      userAgent: 'UA/1',
    })
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await store.count()).toBe(1)
  })

  it('keeps comments verbatim: markup, quotes, newlines and non-Latin text', async () => {
    const comment = `<script>alert("x")</script>\n'; drop table feedback; --\nÜnïcödé 日本語 🎉`
    await store.add(entry({ comment }))
    expect((await store.list())[0].comment).toBe(comment)
  })

  it('counts each answer per page', async () => {
    await store.add(entry({ answer: 'yes' }))
    await store.add(entry({ answer: 'no' }))
    await store.add(entry({ answer: 'no' }))
    await store.add(entry({ answer: 'feedback' }))
    await store.add(entry({ path: '/', answer: 'yes' }))
    const counts = await store.countByPage()
    expect(counts.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/', yes: 1, no: 0, feedback: 0 },
      { path: '/concepts/introduction', yes: 1, no: 2, feedback: 1 },
    ])
  })

  it('filters by receive time and by path prefix on whole segments', async () => {
    await store.add(entry({ receivedAt: '2025-01-31T23:59:59.999Z', path: '/reference' }))
    await store.add(entry({ receivedAt: '2025-02-01T00:00:00.000Z', path: '/reference/nodejs' }))
    await store.add(entry({ receivedAt: '2025-02-28T12:00:00.000Z', path: '/referencex' }))
    await store.add(entry({ receivedAt: '2025-03-01T00:00:00.000Z', path: '/apis' }))

    const paths = async (filter: Parameters<FeedbackStore['list']>[0]) =>
      (await store.list(filter)).map((record) => record.path).sort()

    expect(await paths({ from: '2025-02-01', before: '2025-03-01' })).toEqual(['/reference/nodejs', '/referencex'])
    expect(await paths({ pathPrefix: '/reference' })).toEqual(['/reference', '/reference/nodejs'])
    expect(await paths({ pathPrefix: '/reference/' })).toEqual(['/reference', '/reference/nodejs'])
    expect(await paths({ pathPrefix: '/reference', from: '2025-02-01' })).toEqual(['/reference/nodejs'])
    expect(await store.count({ before: '2025-02-01' })).toBe(1)
  })

  it('lists newest first, with a limit and optionally only rows with a comment', async () => {
    await store.add(entry({ receivedAt: '2025-01-01T00:00:00.000Z', comment: 'oldest' }))
    await store.add(entry({ receivedAt: '2025-01-03T00:00:00.000Z', comment: '' }))
    await store.add(entry({ receivedAt: '2025-01-02T00:00:00.000Z', comment: 'middle' }))
    expect((await store.list({}, { limit: 2 })).map((record) => record.receivedAt)).toEqual([
      '2025-01-03T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
    ])
    expect((await store.list({}, { withCommentOnly: true })).map((record) => record.comment)).toEqual(['middle', 'oldest'])
  })

  it('refuses an answer outside yes, no and feedback at the database level too', async () => {
    await expect(store.add(entry({ answer: 'maybe' as NewFeedback['answer'] }))).rejects.toThrow()
  })

  it('migrates once however often migrations run', async () => {
    await migrateFeedbackDb(handle)
    await migrateFeedbackDb(handle)
    const second = openFeedbackDb(database.settings)
    try {
      await migrateFeedbackDb(second)
    } finally {
      await second.db.destroy()
    }
    expect(await migrationNames(handle)).toEqual(['0001_create_feedback', '0002_feedback_idempotency_key', '0003_feedback_body_hash', '0004_search_signals'])
    await store.add(entry())
    expect(await store.count()).toBe(1)
  })

  it('lets four processes migrate the same empty database at the same moment', async () => {
    const startAt = String(Date.now() + 2500)
    const runs = Array.from({ length: 4 }, () =>
      run(process.execPath, ['--import', 'tsx', FIXTURE, JSON.stringify(database.settings), startAt], {
        cwd: join(__dirname, '..', '..', '..'),
        timeout: 20_000,
      }),
    )
    const outputs = await Promise.all(runs)
    expect(outputs.map((output) => output.stdout.trim())).toEqual(['0', '0', '0', '0'])
    expect(await migrationNames(handle)).toEqual(['0001_create_feedback', '0002_feedback_idempotency_key', '0003_feedback_body_hash', '0004_search_signals'])
  })
})

describe('SQLite file', () => {
  it('is created with its directory and uses WAL mode', async () => {
    const database = sqliteTestDatabase()
    const store = createFeedbackStore(openFeedbackDb(database.settings))
    try {
      expect(existsSync(dirname(database.settings.dbPath))).toBe(true)
      await store.add(entry())
      const raw = new Database(database.settings.dbPath, { readonly: true })
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
      raw.close()
      expect(await store.count()).toBe(1)
    } finally {
      await store.close()
      await database.cleanup()
    }
  })
})
