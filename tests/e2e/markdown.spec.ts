import { expect, test } from './fixtures'
import { getAllPages, getListedPages } from '../../src/lib/content/loader'
import { pageKinds } from './pages'
import { copyButtonState, expectTickWhileCopied, watchCopied } from './copy-button'
import { holdScripts } from './held-scripts'
import { parseSiteSettings } from '../../src/lib/settings'
import { agentNote } from '../../src/lib/markdown/agent-note'
import { sdkLlmsFiles } from '../../src/lib/markdown/sdk-llms-files'
import { LLMS_FILE_LIMIT } from '../../src/lib/markdown/llms'
import { DOCS_TOOLS } from '../../src/lib/mcp/server'

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
    // The full text is in parts, one per building block: the file lists them.
    expect(await full.text(), address).toMatch(new RegExp(`\\]\\(${docs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/llms-full/${files.sdk.id}-${files.version}-[a-z0-9-]+\\.txt\\)`))
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

test('llms.txt indexes every listed page, directly or through its SDK version’s index; the parts of llms-full.txt hold them all; every file is under 50,000 characters', async ({ request }) => {
  const get = async (url: string) => {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text.length, url).toBeLessThan(LLMS_FILE_LIMIT)
    return text
  }
  const text = await get('./llms.txt')
  expect(text).toMatch(/^# Nitric Documentation\n\n> /)
  expect(text).toContain(`${docs}/skill.md`)
  const indexes = [text, ...(await Promise.all(sdkLlmsFiles().map((files) => get(`.${files.route}/llms.txt`))))].join('\n')
  const fullIndex = await get('./llms-full.txt')
  const parts = [...fullIndex.matchAll(/\]\((https?:[^)]+\/llms-full\/[a-z0-9-]+\.txt)\)/g)].map((match) => match[1])
  expect(parts.length).toBeGreaterThan(20)
  // The index names each part at the site's public address; this server answers it below its own.
  const full = (await Promise.all(parts.map((url) => get(`.${url.slice(docs.length)}`)))).join('\n')
  for (const page of getListedPages()) {
    expect(indexes.split(`](${docs}${mdPath(page.route).slice(1)}): `).length - 1, page.route).toBe(1)
    expect(full).toContain(`# ${page.title}\n\nSource: ${page.route === '/' ? docs : docs + page.route}\n`)
  }
  for (const page of getAllPages().filter((p) => p.unlisted)) expect(text).not.toContain(`${mdPath(page.route).slice(1)})`)
  expect((await request.get('./llms-full/nothing.txt')).status()).toBe(404)
})

test('a page address answers its Markdown as text/plain to a client ranking plain text above HTML', async ({ request }) => {
  for (const path of ['./storage', './reference/go/topic/topic-publish', '.']) {
    const plain = await request.get(path, { headers: { accept: 'text/plain, text/html;q=0.9' } })
    expect(plain.status(), path).toBe(200)
    expect(plain.headers()['content-type'], path).toBe('text/plain; charset=utf-8')
    expect(plain.headers().vary, path).toContain('Accept')
    const mdAddress = await (await request.get(path === '.' ? './index.md' : `${path}.md`)).text()
    expect(await plain.text(), path).toBe(mdAddress)
    const html = await request.get(path, { headers: { accept: 'text/html, text/plain;q=0.9' } })
    expect(html.headers()['content-type'], path).toMatch(/^text\/html/)
  }
  const missing = await request.get('./storge', { headers: { accept: 'text/plain' } })
  expect(missing.status()).toBe(404)
})

test('the skill file tells an agent how to use the docs, from the same facts as the site', async ({ request }) => {
  const response = await request.get('./skill.md')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  const text = await response.text()
  expect(text).toMatch(/^---\nname: nitric-docs\ndescription: \S/)
  for (const tool of DOCS_TOOLS) expect(text).toContain(`- \`${tool.name}\``)
  for (const files of sdkLlmsFiles()) expect(text).toContain(`sdk: "${files.sdk.id}", version: "${files.version}"`)
  expect(text).toContain(`${docs}/llms.txt`)
  expect(text).toContain(`${docs}/api/mcp`)
  // Every page's Markdown links it from its agent note.
  expect(await (await request.get('./storage.md')).text()).toMatch(new RegExp(`^> For agents: .*${docs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/skill\\.md`))
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
