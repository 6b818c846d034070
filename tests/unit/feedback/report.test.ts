import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { formatComments, formatSummaryTable, summarisePages, terminalSafe, toCsv, toJson } from '@/lib/feedback/report'
import { openFeedbackStore, type FeedbackRecord, type NewFeedback } from '@/lib/feedback/store'
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from './helpers'

const run = promisify(execFile)
const ROOT = join(__dirname, '..', '..', '..')

const record = (overrides: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id: '00000000-0000-4000-8000-000000000000',
  receivedAt: '2025-03-01T10:00:00.000Z',
  path: '/apis',
  answer: 'yes',
  comment: '',
  userAgent: 'UA',
  ...overrides,
})

describe('summarisePages', () => {
  it('computes the helpful ratio from yes and no only, worst page first', () => {
    const pages = summarisePages([
      { path: '/good', yes: 9, no: 1, feedback: 0 },
      { path: '/only-comments', yes: 0, no: 0, feedback: 4 },
      { path: '/bad', yes: 1, no: 3, feedback: 2 },
      { path: '/bad-too', yes: 2, no: 6, feedback: 0 },
    ])
    expect(pages.map((page) => [page.path, page.helpfulRatio, page.total])).toEqual([
      ['/bad-too', 0.25, 8],
      ['/bad', 0.25, 6],
      ['/good', 0.9, 10],
      ['/only-comments', null, 4],
    ])
  })
})

describe('text output', () => {
  it('prints a table with percentages and a dash where no ratio exists', () => {
    const table = formatSummaryTable(
      summarisePages([
        { path: '/apis', yes: 1, no: 2, feedback: 0 },
        { path: '/faq', yes: 0, no: 0, feedback: 1 },
      ]),
    )
    expect(table.split('\n')).toEqual([
      'page   helpful  not helpful  feedback  total  helpful ratio',
      '-----  -------  -----------  --------  -----  -------------',
      '/apis        1            2         0      3            33%',
      '/faq         0            0         1      1              -',
    ])
    expect(formatSummaryTable([])).toBe('No feedback recorded.')
  })

  it('strips terminal control sequences from readers\u2019 comments', () => {
    expect(terminalSafe('fine\u001b[2J\u001b]0;owned\u0007 text\r\nnext')).toBe('fine [2J ]0;owned  text next')
    expect(formatComments([record({ comment: 'a\u001b[31mred' })])).toBe('2025-03-01T10:00:00.000Z  /apis  [yes]\n  a [31mred')
  })
})

describe('exports', () => {
  it('writes RFC 4180 CSV and defuses spreadsheet formulas', () => {
    const csv = toCsv([record({ comment: 'says "hi", then\nleaves' }), record({ comment: '=HYPERLINK("x")', userAgent: '@ua' })])
    expect(csv).toBe(
      'id,receivedAt,path,answer,comment,userAgent\r\n' +
        '00000000-0000-4000-8000-000000000000,2025-03-01T10:00:00.000Z,/apis,yes,"says ""hi"", then\nleaves",UA\r\n' +
        `00000000-0000-4000-8000-000000000000,2025-03-01T10:00:00.000Z,/apis,yes,"'=HYPERLINK(""x"")",'@ua\r\n`,
    )
  })

  it('writes JSON that reads back to the same records', () => {
    const records = [record({ comment: '<b>bold</b>' })]
    expect(JSON.parse(toJson(records))).toEqual(records)
  })
})

describe.each([
  ['SQLite', sqliteTestDatabase],
  ['PostgreSQL', postgresTestDatabase],
])('npm run feedback on %s', (_name, createTestDatabase) => {
  let database: TestDatabase
  let env: NodeJS.ProcessEnv

  const seed: NewFeedback[] = [
    { receivedAt: '2025-01-10T08:00:00.000Z', path: '/apis', answer: 'yes', comment: 'Great', userAgent: 'UA' },
    { receivedAt: '2025-01-20T08:00:00.000Z', path: '/apis', answer: 'no', comment: '', userAgent: 'UA' },
    { receivedAt: '2025-02-01T08:00:00.000Z', path: '/reference/nodejs', answer: 'no', comment: 'Missing v1 examples', userAgent: 'UA' },
    { receivedAt: '2025-02-02T23:59:59.999Z', path: '/reference/nodejs/api', answer: 'feedback', comment: 'Typo', userAgent: 'UA' },
  ]

  beforeAll(async () => {
    database = createTestDatabase()
    const store = openFeedbackStore(database.settings)
    for (const entry of seed) await store.add(entry)
    await store.close()
    env = {
      ...process.env,
      FEEDBACK_DB_PATH: database.settings.dbPath,
      DATABASE_URL: database.settings.databaseUrl ?? '',
      FEEDBACK_DB_SCHEMA: database.settings.dbSchema,
    }
  })

  afterAll(() => database?.cleanup())

  const report = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/feedback-report.ts', ...args], { cwd: ROOT, env, timeout: 20_000 })

  it('prints pages worst first and the latest comments', async () => {
    const { stdout } = await report()
    const lines = stdout.split('\n')
    const tableRows = lines.filter((line) => /^\/\S+\s+\d/.test(line)).map((line) => line.split(/\s+/))
    expect(tableRows).toEqual([
      ['/reference/nodejs', '0', '1', '0', '1', '0%'],
      ['/apis', '1', '1', '0', '2', '50%'],
      ['/reference/nodejs/api', '0', '0', '1', '1', '-'],
    ])
    const comments = stdout.slice(stdout.indexOf('Latest comments'))
    expect(comments.indexOf('Typo')).toBeLessThan(comments.indexOf('Missing v1 examples'))
    expect(comments.indexOf('Missing v1 examples')).toBeLessThan(comments.indexOf('Great'))
  })

  it('filters by day and path prefix', async () => {
    const { stdout } = await report('--since', '2025-01-15', '--until', '2025-02-02', '--path', '/reference')
    expect(stdout).toContain('/reference/nodejs/api')
    expect(stdout).toContain('Typo')
    expect(stdout).not.toMatch(/^\/apis/m)
  })

  it('exports all matching rows as JSON and CSV', async () => {
    const { stdout } = await report('--format', 'json', '--path', '/apis')
    expect(JSON.parse(stdout).map((row: FeedbackRecord) => row.answer)).toEqual(['no', 'yes'])

    const dir = mkdtempSync(join(tmpdir(), 'feedback-export-'))
    try {
      const out = join(dir, 'export.csv')
      const { stderr } = await report('--format', 'csv', '--out', out)
      expect(stderr).toContain(`Wrote ${seed.length} rows`)
      const lines = readFileSync(out, 'utf8').trim().split('\r\n')
      expect(lines[0]).toBe('id,receivedAt,path,answer,comment,userAgent')
      expect(lines).toHaveLength(seed.length + 1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('explains itself with --help and refuses bad options', async () => {
    const help = await report('--help')
    expect(help.stdout).toMatch(/^Usage: npm run feedback -- \[options\]/)
    await expect(report('--since', '2025-02-30')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--since must be a date') })
    await expect(report('--format', 'xml')).rejects.toMatchObject({ code: 2 })
    await expect(report('--bogus')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') })
  })
})
