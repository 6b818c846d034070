import { randomUUID } from 'node:crypto'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page, type Request } from './fixtures'
import Database from 'better-sqlite3'
import { E2E_FEEDBACK_DB } from '../../playwright.config'
import { OUTBOX_STORAGE_KEY } from '../../src/lib/feedback/outbox'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
// The server resolves the path against its working directory, the repository root.
const dbSetting = process.env.FEEDBACK_DB_PATH ?? E2E_FEEDBACK_DB
const DB_PATH = isAbsolute(dbSetting) ? dbSetting : resolve(REPO_ROOT, dbSetting)

const QUESTION = 'What did you think of this content?'
const CHOICES = ['It was helpful', 'It was not helpful', 'I have feedback']

interface StoredRow {
  received_at: string
  path: string
  answer: string
  comment: string
  user_agent: string
}

function rowsWithComment(comment: string): StoredRow[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select received_at, path, answer, comment, user_agent from feedback where comment = ?').all(comment) as StoredRow[]
  } finally {
    db.close()
  }
}

function widget(page: Page) {
  return page.getByRole('region', { name: 'Page feedback' })
}

const isFeedbackPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/docs/api/feedback'

/** Holds feedback requests in the browser until release() is called, counting them. */
async function holdFeedbackRequests(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = { count: 0, release }
  await page.route('**/docs/api/feedback', async (route) => {
    held.count++
    await released
    await route.continue()
  })
  return held
}

async function choose(page: Page, label: string) {
  await widget(page).getByText(label, { exact: true }).click()
  await expect(widget(page).getByRole('radio', { name: label })).toBeChecked()
}

test.describe('feedback widget', () => {
  test('asks, offers a comment box, shows progress, thanks the reader and stores the row', async ({ page }) => {
    await page.goto('/docs/concepts/introduction')
    const feedback = widget(page)
    await expect(feedback.getByRole('group', { name: QUESTION })).toBeVisible()
    for (const label of CHOICES) await expect(feedback.getByText(label, { exact: true })).toBeVisible()
    await expect(feedback.getByRole('radio')).toHaveCount(3)
    await expect(feedback.getByRole('textbox')).toHaveCount(0)
    await expect(feedback.getByRole('button', { name: 'Send' })).toHaveCount(0)

    await choose(page, 'It was not helpful')
    const comment = feedback.getByRole('textbox', { name: /comment/i })
    await expect(comment).toBeVisible()
    await expect(comment).toHaveAttribute('rows', '5')
    await expect(comment).toHaveAttribute('placeholder', "We'd love to hear your feedback!")
    const token = `e2e ${randomUUID()} <b>not html</b>`
    await comment.fill(token)

    const held = await holdFeedbackRequests(page)
    const sent = page.waitForRequest(isFeedbackPost)
    const answered = page.waitForResponse((response) => isFeedbackPost(response.request()))
    const startedAt = new Date().toISOString()
    await feedback.getByRole('button', { name: 'Send' }).click()

    const status = feedback.getByRole('status')
    await expect(status).toHaveText('Submitting feedback')
    await expect(feedback.getByRole('group', { name: QUESTION })).toHaveCount(0)
    held.release()
    await expect(status).toHaveText('Thank you for your feedback!')
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(status).toBeFocused()

    const request = await sent
    const userAgent = await page.evaluate(() => navigator.userAgent)
    expect(request.headers()['content-type']).toBe('application/json')
    expect(request.postDataJSON()).toEqual({ url: '/docs/concepts/introduction', ua: userAgent, comment: token, answer: 'no' })
    expect((await answered).status()).toBe(201)

    await expect.poll(() => rowsWithComment(token).length).toBe(1)
    const [row] = rowsWithComment(token)
    expect(row).toMatchObject({ path: '/concepts/introduction', answer: 'no', comment: token, user_agent: userAgent })
    expect(row.received_at >= startedAt.slice(0, 19)).toBe(true)
  })

  test('sends an empty comment from the home page and starts over on the next page', async ({ page }) => {
    await page.goto('/docs')
    const feedback = widget(page)
    await choose(page, 'It was helpful')
    const sent = page.waitForRequest(isFeedbackPost)
    const answered = page.waitForResponse((response) => isFeedbackPost(response.request()))
    await feedback.getByRole('button', { name: 'Send' }).click()
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback!')
    const body = (await sent).postDataJSON()
    expect(body).toMatchObject({ url: '/docs', comment: '', answer: 'yes' })
    expect((await answered).status()).toBe(201)

    // Pages change by full page loads (issue 44): the next page's widget is a new one.
    await page.locator('footer').getByRole('link', { name: 'Contributions' }).click()
    await expect(page).toHaveURL(/\/docs\/contributions$/)

    await expect(feedback.getByRole('group', { name: QUESTION })).toBeVisible()
    await expect(feedback.getByRole('status')).toHaveText('')
    await expect(feedback.getByRole('textbox')).toHaveCount(0)
    for (const label of CHOICES) await expect(feedback.getByRole('radio', { name: label })).not.toBeChecked()

    // And the new page's form works, reporting the new page.
    await choose(page, 'I have feedback')
    const second = page.waitForRequest(isFeedbackPost)
    await feedback.getByRole('button', { name: 'Send' }).click()
    expect((await second).postDataJSON()).toMatchObject({ url: '/docs/contributions', answer: 'feedback' })
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback!')
  })

  test('ignores a second submit while the first is in flight', async ({ page }) => {
    await page.goto('/docs/concepts/introduction')
    const feedback = widget(page)
    await choose(page, 'I have feedback')
    const token = `e2e double ${randomUUID()}`
    await feedback.getByRole('textbox').fill(token)

    const held = await holdFeedbackRequests(page)
    // Two submits in one task, before React can re-render: a fast double click or Enter twice.
    await feedback.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
    })
    await expect(feedback.getByRole('status')).toHaveText('Submitting feedback')
    const answered = page.waitForResponse((response) => isFeedbackPost(response.request()))
    held.release()
    expect((await answered).status()).toBe(201)
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback!')
    await page.waitForTimeout(500) // room for a stray second request to show up
    expect(held.count).toBe(1)
    expect(rowsWithComment(token)).toHaveLength(1)
  })

  test('keeps a submission the server refused and stores it once: retried with the same key, across a page load', async ({ page }) => {
    // Fake timers that still run on their own; fastForward skips the outbox's waits between tries.
    await page.clock.install()
    await page.goto('/docs/concepts/introduction')
    const feedback = widget(page)
    await choose(page, 'It was not helpful')
    const token = `e2e outbox ${randomUUID()}`
    await feedback.getByRole('textbox').fill(token)

    // The server fails in every way a reader's request can: 503, 500, then a network error after
    // the server has stored it (the answer is lost on the way), then the answer gets through.
    const attempts: Array<{ key: string | undefined; from: string | undefined }> = []
    const answers: unknown[] = []
    await page.route('**/docs/api/feedback', async (route) => {
      const headers = route.request().headers()
      const n = attempts.push({ key: headers['idempotency-key'], from: headers.referer })
      if (n === 1) return route.fulfill({ status: 503, headers: { 'retry-after': '5' }, json: { error: 'Feedback could not be stored right now' } })
      if (n === 2) return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      const response = await route.fetch()
      answers.push({ status: response.status(), body: await response.json() })
      if (n === 3) return route.abort('connectionreset')
      return route.fulfill({ response })
    })
    const waiting = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Array<{ key: string }>, OUTBOX_STORAGE_KEY)
    /** Skips the outbox's wait until the n-th try has reached the network. */
    const untilAttempt = (n: number) =>
      expect
        .poll(async () => {
          if (attempts.length < n) await page.clock.fastForward(2_000)
          return attempts.length
        }, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(n)

    await feedback.getByRole('button', { name: 'Send' }).click()
    // The reader is thanked at once, after the first (refused) try, as when everything works.
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback!')
    expect(attempts).toHaveLength(1)
    expect(attempts[0].key).toMatch(/^[A-Za-z0-9._:-]{8,128}$/)
    expect((await waiting()).map((item) => item.key)).toEqual([attempts[0].key])

    // A full page load: what is waiting lives in sessionStorage, and the new page sends it. Leaving
    // the page hides it, so the outbox also sends it with keepalive then; Chromium sends that one
    // past the test's routing, so the server may have it already: the key keeps it to one row.
    await page.goto('/docs/apis')
    await expect(feedback.getByRole('group', { name: QUESTION })).toBeVisible()
    await untilAttempt(2)
    await untilAttempt(3)
    await expect.poll(() => rowsWithComment(token).length).toBe(1) // stored, yet the browser saw a network error
    expect((await waiting()).map((item) => item.key)).toEqual([attempts[0].key])
    await untilAttempt(4)
    await expect.poll(waiting).toEqual([])

    expect(attempts).toHaveLength(4)
    expect(new Set(attempts.map((attempt) => attempt.key))).toEqual(new Set([attempts[0].key]))
    expect(attempts.some((attempt) => attempt.from?.endsWith('/docs/apis')), 'a try sent by the next page').toBe(true)
    expect(answers).toHaveLength(2)
    expect(answers[0]).toMatchObject({ status: 201 })
    expect(answers[1]).toEqual({ status: 201, body: { ok: true, duplicate: true } })
    const rows = rowsWithComment(token)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ path: '/concepts/introduction', answer: 'no' })
  })
})

test.describe('feedback widget without the framework', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
  })

  test('sends and thanks the reader with no framework script on the page', async ({ page }) => {
    await page.goto('/docs/concepts/introduction', { waitUntil: 'domcontentloaded' })
    await choose(page, 'It was helpful')
    const token = `e2e no framework ${randomUUID()}`
    await widget(page).getByRole('textbox').fill(token)
    const answered = page.waitForResponse((response) => isFeedbackPost(response.request()))
    await widget(page).getByRole('button', { name: 'Send' }).click()
    expect((await answered).status()).toBe(201)
    await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
    await expect(widget(page).getByRole('status')).toBeFocused()
    expect(rowsWithComment(token)).toHaveLength(1)
  })

  test('says so when the sender cannot be fetched, and sends on the next press', async ({ page }) => {
    let fail = true
    await page.route(/\/_next\/static\/islands\/feedback-/, (route) => (fail ? route.abort() : route.continue()))
    await page.goto('/docs/concepts/introduction', { waitUntil: 'domcontentloaded' })
    await choose(page, 'It was not helpful')
    const token = `e2e sender failed ${randomUUID()}`
    await widget(page).getByRole('textbox').fill(token)
    await widget(page).getByRole('button', { name: 'Send' }).click()
    await expect(widget(page).getByRole('status')).toHaveText(/could not be sent/)
    // The form is back, with the reader's choice and comment.
    await expect(widget(page).getByRole('radio', { name: 'It was not helpful' })).toBeChecked()
    await expect(widget(page).getByRole('textbox')).toHaveValue(token)
    fail = false
    const answered = page.waitForResponse((response) => isFeedbackPost(response.request()))
    await widget(page).getByRole('button', { name: 'Send' }).click()
    expect((await answered).status()).toBe(201)
    await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
    expect(rowsWithComment(token)).toHaveLength(1)
  })
})
