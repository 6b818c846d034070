import { expect, test } from './fixtures'
import { getAllPages, getListedPages } from '../../src/lib/content/loader'
import { pageKinds } from './pages'
import { copyButtonState, expectTickWhileCopied } from './copy-button'
import { holdScripts } from './held-scripts'
import { parseSiteSettings } from '../../src/lib/settings'

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
    expect(text.startsWith(`# ${page.title}\n`), page.route).toBe(true)
  }
  expect((await request.get('./no-such-page.md')).status()).toBe(404)
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
  await button.click()
  // Both checks start at the click, so neither waits on the other while 'Copied!' shows.
  await Promise.all([expect(button).toHaveText('Copied!'), expectTickWhileCopied(button, copyMark)])
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^# Storage\n\n> /)
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
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Storage\n\n> /)
  release()
  await page.waitForFunction(() => window.__docsBehavioursReady === true)
  await expect(button).toHaveText('Copy page as Markdown', { timeout: 3000 })
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __labels: string[] }).__labels)).toEqual(['Copied!', 'Copy page as Markdown'])
})
