import { randomBytes } from 'node:crypto'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test, type Page, type Request } from './fixtures'
import { E2E_FEEDBACK_DB } from '../../playwright.config'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const dbSetting = process.env.FEEDBACK_DB_PATH ?? E2E_FEEDBACK_DB
const DB_PATH = isAbsolute(dbSetting) ? dbSetting : resolve(REPO_ROOT, dbSetting)

interface DayRow {
  query: string
  scope: string
  path: string
  searches: number
  zero_hits: number
}

interface ClickRow {
  query: string
  url: string
  clicks: number
  position_sum: number
}

/**
 * The counters of `query` and of every prefix of it (the keystrokes on the way to it), by query.
 * Other runs' rows for the same query are there too when the store is reused: compare before and after.
 */
function storedRows(query: string): { days: DayRow[]; clicks: ClickRow[] } {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true })
  try {
    const isPrefix = (row: { query: string }) => query.startsWith(row.query)
    return {
      days: (db.prepare('select query, scope, path, searches, zero_hits from search_days where query like ? order by query, path').all(`${query[0]}%`) as DayRow[]).filter(isPrefix),
      clicks: (db.prepare('select query, url, clicks, position_sum from search_clicks where query like ? order by query, url').all(`${query[0]}%`) as ClickRow[]).filter(isPrefix),
    }
  } finally {
    db.close()
  }
}

/** The rows before, with one more search (and click) counted on the row that matches. */
function plusOne<T extends object>(rows: T[], match: Partial<T>, fresh: T, add: (row: T) => T): T[] {
  const matches = (row: T) => Object.entries(match).every(([key, value]) => row[key as keyof T] === value)
  return rows.some(matches) ? rows.map((row) => (matches(row) ? add(row) : row)) : [...rows, fresh]
}

const isReport = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/docs/api/search-events'

function countReports(page: Page): Request[] {
  const reports: Request[] = []
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request)
  })
  return reports
}

/**
 * Types as a reader does, a key at a time, so the dialog searches on every keystroke, and waits for
 * the answer to the last keystroke (the one request whose body holds the query's last word whole).
 */
async function typeQuery(page: Page, query: string) {
  const lastWord = query.split(' ').at(-1)!
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/docs/api/search/') && (response.request().postData() ?? '').includes(lastWord),
  )
  await page.keyboard.press('Control+k')
  const input = page.locator('.DocSearch-Input')
  await expect(input).toBeFocused()
  await input.pressSequentially(query, { delay: 80 })
  await answered
}

/** Letters no page has, starting with a letter no other test's query starts with. */
function nonsense(): string {
  const letters = 'bcdfghjklmnpqrstvwxz'
  const word = () => Array.from(randomBytes(6), (byte) => letters[byte % letters.length]).join('')
  return `x${word()} ${word()}`
}

test('a search that found nothing arrives once when the dialog closes, no keystroke before it', async ({ page }) => {
  const reports = countReports(page)
  await page.goto('./apis')
  const query = nonsense()
  await typeQuery(page, query)
  await expect(page.locator('.DocSearch-NoResults')).toContainText(query)
  expect(reports).toHaveLength(0)
  await page.keyboard.press('Escape')
  await expect(page.locator('.DocSearch-Modal')).toBeHidden()

  await expect.poll(() => storedRows(query).days, { timeout: 10_000 }).toEqual([{ query, scope: '', path: '/apis', searches: 1, zero_hits: 1 }])
  expect(storedRows(query).clicks).toEqual([])
  expect(reports).toHaveLength(1)
  expect(JSON.parse(reports[0].postData() ?? '')).toEqual({ searches: [{ query, hits: 0, path: '/docs/apis', chosen: null }] })
})

test('a search with a chosen result arrives once, with its position and address', async ({ page }) => {
  const reports = countReports(page)
  await page.goto('./reference/nodejs')
  // Written as a reader might; stored lower-cased. No other test searches for words starting with 'w'.
  const query = 'Websockets'
  const stored = 'websockets'
  const before = storedRows(stored)
  await typeQuery(page, query)
  const first = page.locator('.DocSearch-Hit a').first()
  // typeQuery waited for the last keystroke's answer; its first hit marks the word (or its singular, which ranks first now).
  await expect(first.locator('mark').first()).toHaveText(/^websockets?$/i)
  const href = (await first.getAttribute('href'))!.replace(/^\/docs/, '')
  await first.click()
  await expect(page.locator('.DocSearch-Modal')).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/docs${href.split('#')[0]}`))

  const clicks = plusOne(before.clicks, { query: stored, url: href }, { query: stored, url: href, clicks: 1, position_sum: 1 }, (row) => ({
    ...row,
    clicks: row.clicks + 1,
    position_sum: row.position_sum + 1,
  }))
  await expect.poll(() => storedRows(stored).clicks, { timeout: 10_000 }).toEqual(clicks)
  const days = plusOne(
    before.days,
    { query: stored, path: '/reference/nodejs' },
    { query: stored, scope: 'nodejs/v1', path: '/reference/nodejs', searches: 1, zero_hits: 0 },
    (row) => ({ ...row, searches: row.searches + 1 }),
  )
  expect(storedRows(stored).days).toEqual(days)
  expect(reports).toHaveLength(1)
})
