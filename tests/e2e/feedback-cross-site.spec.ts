import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test, type Page } from './fixtures'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import { E2E_FEEDBACK_DB } from '../../playwright.config'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const dbSetting = process.env.FEEDBACK_DB_PATH ?? E2E_FEEDBACK_DB
const DB_PATH = isAbsolute(dbSetting) ? dbSetting : resolve(REPO_ROOT, dbSetting)

// A second site, resolved by this browser alone to the loopback address (no DNS needed): a page
// there is cross-site to the docs server, while one at 127.0.0.1 on another port is same-site.
const OTHER_SITE = 'other-site.test'
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OTHER_SITE} 127.0.0.1`] } })

let otherServer: Server
let otherPort: number

test.beforeAll(async () => {
  // The other origin serves one blank page; the test runs the attacker's script in it.
  otherServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><html lang="en"><title>Another site</title><body>Another site</body></html>')
  })
  await new Promise<void>((done) => otherServer.listen(0, '127.0.0.1', done))
  otherPort = (otherServer.address() as AddressInfo).port
})

test.afterAll(async () => {
  await new Promise<void>((done) => otherServer.close(() => done()))
})

function storedComments(comment: string): string[] {
  // Refused requests never open the store: before any submission there is no file yet.
  if (!existsSync(DB_PATH)) return []
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('select comment from feedback where comment = ?').all(comment) as Array<{ comment: string }>).map((row) => row.comment)
  } finally {
    db.close()
  }
}

/**
 * Posts feedback from the page's own script the way a hostile page would: text/plain in no-cors
 * mode, which needs no preflight, so the browser sends it and only the server can refuse it.
 * Returns the status the server answered (the script itself only sees an opaque response).
 */
async function postFromPage(page: Page, endpoint: string, comment: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url() === endpoint && response.request().method() === 'POST')
  const body = JSON.stringify({ url: '/docs/concepts/introduction', answer: 'no', comment, ua: 'cross-site e2e' })
  await page.evaluate(
    ({ endpoint, body }) => fetch(endpoint, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }).then(() => undefined, () => undefined),
    { endpoint, body },
  )
  return (await answered).status()
}

test.describe('feedback from another origin', () => {
  for (const [name, origin] of [
    ['a cross-site page', () => `http://${OTHER_SITE}:${otherPort}`],
    ['a same-site page on another port', () => `http://127.0.0.1:${otherPort}`],
  ] as const) {
    test(`is refused with 403 and not stored when it comes from ${name}`, async ({ page, baseURL }) => {
      const endpoint = new URL('api/feedback', baseURL).href
      await page.goto(`${origin()}/`)
      const comment = `cross-origin ${randomUUID()}`
      expect(await postFromPage(page, endpoint, comment)).toBe(403)
      expect(storedComments(comment)).toEqual([])
    })
  }

  test('the same request from a page of the site itself is stored', async ({ page, baseURL }) => {
    const endpoint = new URL('api/feedback', baseURL).href
    await page.goto('/docs/concepts/introduction')
    const comment = `same-origin ${randomUUID()}`
    expect(await postFromPage(page, endpoint, comment)).toBe(201)
    expect(storedComments(comment)).toEqual([comment])
  })
})
