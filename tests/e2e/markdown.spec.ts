import { expect, test } from './fixtures'
import { getAllPages, getListedPages } from '../../src/lib/content/loader'
import { pageKinds } from './pages'
import { copyButtonState, expectTickWhileCopied, watchCopied } from './copy-button'
import { holdScripts } from './held-scripts'
import { parseSiteSettings } from '../../src/lib/settings'
import { agentNote } from '../../src/lib/markdown/agent-note'
import { sdkLlmsFiles } from '../../src/lib/markdown/sdk-llms-files'

/** What Chromium sends for a page it navigates to. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8'

const settings = parseSiteSettings(process.env)
const docs = `${settings.NEXT_PUBLIC_SITE_URL}/docs`
const mdPath = (route: string) => `.${route === '/' ? '/index' : route}.md`

// Once per kind of page, as the other browser tests; tests/unit/markdown/site.test.ts converts every page.
test('each kind of page answers as Markdown at its address + .md', async ({ request }) => {
  const kinds = new Set(pageKinds())
  for (const page of getAllPages().filter((p) => kinds.has(p.route))) {
    const response = await request.get(mdPath(page.route))
    expect(response.status(), page.route).toBe(200)
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    const text = await response.text()
    expect(text.startsWith(`${agentNote(page.route, settings.NEXT_PUBLIC_SITE_URL)}\n\n# ${page.title}\n`), page.route).toBe(true)
  }
})

test('a page address answers Markdown to a client preferring it and HTML to a browser, each saying it varies by Accept', async ({ request }) => {
  for (const path of ['./storage', './reference/go/topic/topic-publish', '.']) {
    const markdown = await request.get(path, { headers: { accept: 'text/markdown, text/html;q=0.9' } })
    expect(markdown.status(), path).toBe(200)
    expect(markdown.headers()['content-type'], path).toBe('text/markdown; charset=utf-8')
    expect(markdown.headers().vary, path).toContain('Accept')
    const mdAddress = await (await request.get(path === '.' ? './index.md' : `${path}.md`)).text()
    expect(await markdown.text(), path).toBe(mdAddress)
    for (const accept of [BROWSER_ACCEPT, '*/*', 'text/markdown, text/html']) {
      const html = await request.get(path, { headers: { accept } })
      expect(html.headers()['content-type'], `${path} ${accept}`).toMatch(/^text\/html/)
      expect(html.headers().vary, `${path} ${accept}`).toContain('Accept')
      const own = `${docs}${path === '.' ? '/index' : path.slice(1)}.md`
      expect(await html.text(), path).toContain(`<link rel="alternate" type="text/markdown" href="${own}"/>`)
    }
  }
  const head = await request.head('./storage', { headers: { accept: 'text/markdown' } })
  expect(head.headers()['content-type']).toBe('text/markdown; charset=utf-8')
})

test('a Markdown address that names no page answers 404 in Markdown, linking the nearest pages', async ({ request }) => {
  for (const [path, nearest] of [
    ['./storge.md', '/storage.md'],
    ['./reference/go/storage/bucket-listfile.md', '/reference/go/storage/bucket-list-files.md'],
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8')
    const text = await response.text()
    expect(text, path).toContain('# Page not found')
    expect(text, path).toContain(`](${docs}${nearest}): `)
  }
  const negotiated = await request.get('./storge', { headers: { accept: 'text/markdown' } })
  expect(negotiated.status()).toBe(404)
  expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(negotiated.headers().vary).toContain('Accept')
  const html = await request.get('./storge', { headers: { accept: BROWSER_ACCEPT } })
  expect(html.status()).toBe(404)
  expect(html.headers()['content-type']).toMatch(/^text\/html/)
})

test('each SDK version has its own llms.txt and llms-full.txt, listed from the root llms.txt', async ({ request }) => {
  const root = await (await request.get('./llms.txt')).text()
  for (const files of sdkLlmsFiles()) {
    const address = `${files.route.slice(1)}/llms.txt`
    expect(root).toContain(`](${docs}/${address}): `)
    const index = await request.get(`./${address}`)
    expect(index.status(), address).toBe(200)
    expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const text = await index.text()
    expect(text, address).toMatch(new RegExp(`^# Nitric ${files.sdk.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} SDK ${files.version} reference\n`))
    const full = await request.get(`./${files.route.slice(1)}/llms-full.txt`)
    expect(full.status(), address).toBe(200)
    expect((await full.text()).length).toBeGreaterThan(text.length)
  }
  const older = await (await request.get('./reference/nodejs/v0/llms.txt')).text()
  expect(older).toContain(`](${docs}/reference/nodejs/v0/storage/bucket.md)`)
  expect(older).not.toContain(`](${docs}/reference/nodejs/storage/bucket.md)`)
  for (const missing of ['./reference/cobol/llms.txt', './reference/nodejs/v9/llms.txt', './reference/cobol/v1/llms-full.txt']) {
    expect((await request.get(missing)).status(), missing).toBe(404)
  }
  const latestByVersion = await request.get('./reference/nodejs/v1/llms.txt', { maxRedirects: 0 })
  expect(latestByVersion.status()).toBe(308)
  expect(latestByVersion.headers().location).toMatch(/\/docs\/reference\/nodejs\/llms\.txt$/)
})

test('llms.txt indexes every listed page; llms-full.txt holds them all', async ({ request }) => {
  const index = await request.get('./llms.txt')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await index.text()
  expect(text).toMatch(/^# Nitric Documentation\n\n> /)
  const full = await (await request.get('./llms-full.txt')).text()
  for (const page of getListedPages()) {
    expect(text).toContain(`](${docs}${mdPath(page.route).slice(1)}): `)
    expect(full).toContain(`# ${page.title}\n\nSource: ${page.route === '/' ? docs : docs + page.route}\n`)
  }
  for (const page of getAllPages().filter((p) => p.unlisted)) expect(text).not.toContain(`${mdPath(page.route).slice(1)})`)
})

test('the page header copies the page as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('./storage')
  await page.waitForLoadState('networkidle') // hydrated: a click before that does nothing
  const button = page.locator('article header [data-copy-page]')
  await expect(button).toHaveText('Copy page as Markdown')
  const icon = async () => (await copyButtonState(button)).icon
  const copyMark = await icon()
  expect(copyMark).toContain('data:image/svg+xml')
  const copiedState = await watchCopied(button)
  await button.click()
  // Both checks start at the click; the tick was recorded by the page as 'Copied!' appeared.
  await Promise.all([expect(button).toHaveText('Copied!'), expectTickWhileCopied(copiedState, copyMark)])
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^> For agents: .*\n\n# Storage\n\n> /)
  expect(copied).toContain('```')
  await expect(button).toHaveText('Copy page as Markdown', { timeout: 3000 })
  expect(await icon()).toBe(copyMark)
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${docs}/storage.md`)
})

test('the copy-page button copies on the first press before the scripts have loaded, and once only', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const release = await holdScripts(page)
  await page.goto('./storage', { waitUntil: 'domcontentloaded' })
  const button = page.locator('article header').getByRole('button', { name: 'Copy page as Markdown' })
  // Every label the button shows: a second copy (a replay, or a listener installed twice) would show 'Copied!' again.
  await button.evaluate((element) => {
    const labels: string[] = ((window as unknown as { __labels: string[] }).__labels = [])
    new MutationObserver(() => labels.push(element.textContent ?? '')).observe(element, { subtree: true, childList: true, characterData: true })
  })
  await button.click()
  // From the label log: 'Copied!' shows for a second only, which a poll of the button may miss.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)).toContain('Copied!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^> For agents: .*\n\n# Storage\n\n> /)
  release()
  await page.waitForFunction(() => window.__docsBehavioursReady === true)
  await expect(button).toHaveText('Copy page as Markdown', { timeout: 3000 })
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)).toEqual(['Copied!', 'Copy page as Markdown'])
})
