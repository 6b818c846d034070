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

/** Every counter whose query starts with `prefix`'s first letter: the query itself and any keystroke on the way to it. */
function storedRows(query: string): { days: DayRow[]; clicks: ClickRow[] } {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true })
  try {
    const head = `${query[0]}%`
    return {
      days: db.prepare('select query, scope, path, searches, zero_hits from search_days where query like ? order by query').all(head) as DayRow[],
      clicks: db.prepare('select query, url, clicks, position_sum from search_clicks where query like ? order by query').all(head) as ClickRow[],
    }
  } finally {
    db.close()
  }
}

const isReport = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/docs/api/search-events'

function countReports(page: Page): Request[] {
  const reports: Request[] = []
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request)
  })
  return reports
}

/** Types as a reader does, a key at a time, so the dialog searches on every keystroke. */
async function typeQuery(page: Page, query: string) {
  await page.keyboard.press('Control+k')
  const input = page.locator('.DocSearch-Input')
  await expect(input).toBeFocused()
  await input.pressSequentially(query, { delay: 80 })
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
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible()
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
  await typeQuery(page, query)
  const first = page.locator('.DocSearch-Hit a').first()
  await expect(first).toBeVisible()
  const href = (await first.getAttribute('href'))!.replace(/^\/docs/, '')
  await first.click()
  await expect(page.locator('.DocSearch-Modal')).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/docs${href.split('#')[0]}`))

  const stored = 'websockets'
  await expect.poll(() => storedRows(stored).clicks, { timeout: 10_000 }).toEqual([{ query: stored, url: href, clicks: 1, position_sum: 1 }])
  expect(storedRows(stored).days).toEqual([{ query: stored, scope: 'nodejs/v1', path: '/reference/nodejs', searches: 1, zero_hits: 0 }])
  expect(reports).toHaveLength(1)
})
