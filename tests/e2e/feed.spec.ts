import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from './fixtures'
import { getAllPages, getListedPages } from '../../src/lib/content/loader'
import { parseSiteSettings } from '../../src/lib/settings'

// The server was built with the environment the tests run with (scripts/test.sh).
const settings = parseSiteSettings(process.env)
const docs = `${settings.NEXT_PUBLIC_SITE_URL}/docs`
const pageUrl = (route: string) => (route === '/' ? docs : docs + route)

/** Parses XML with the browser's own parser and answers what the checks need. */
async function parseXml(page: Page, xml: string, select: string, fields: string[]) {
  return page.evaluate(
    ({ xml, select, fields }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null
      const rows = Array.from(doc.getElementsByTagName(select), (element) =>
        Object.fromEntries(fields.map((field) => [field, element.getElementsByTagName(field)[0]?.textContent ?? null])),
      )
      return { error, root: doc.documentElement.nodeName, rows }
    },
    { xml, select, fields },
  )
}

/** What git says about a file, unless this is a shallow clone (then pages show no date). */
function gitDate(file: string): string | undefined {
  try {
    if (execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true') return undefined
    return execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

test('feed.xml is RSS 2.0 listing every listed page, newest first', async ({ page, request }) => {
  await page.goto('./')
  const response = await request.get('./feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const { error, root, rows } = await parseXml(page, await response.text(), 'item', ['title', 'link', 'description', 'pubDate', 'guid'])
  expect(error).toBeNull()
  expect(root).toBe('rss')
  expect(rows.map((row) => row.link).sort()).toEqual(getListedPages().map((p) => pageUrl(p.route)).sort())
  for (const doc of getListedPages()) {
    const row = rows.find((r) => r.link === pageUrl(doc.route))!
    expect(row).toMatchObject({ title: doc.title, description: doc.description, guid: pageUrl(doc.route) })
  }
  const times = rows.map((row) => (row.pubDate ? Date.parse(row.pubDate) : -Infinity))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  for (const row of rows.filter((r) => r.pubDate)) expect(row.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
})

test('every page links the feed from its head', async ({ page }) => {
  for (const path of ['./', './apis', './reference/nodejs/v0']) {
    await page.goto(path)
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(feed).toHaveAttribute('href', `${docs}/feed.xml`)
    await expect(feed).toHaveAttribute('title', /Documentation/)
  }
})

test('sitemap.xml lists every listed page with valid dates', async ({ page, request }) => {
  await page.goto('./')
  const response = await request.get('./sitemap.xml')
  expect(response.status()).toBe(200)
  const { error, root, rows } = await parseXml(page, await response.text(), 'url', ['loc', 'lastmod'])
  expect(error).toBeNull()
  expect(root).toBe('urlset')
  expect(rows.map((row) => row.loc).sort()).toEqual(getListedPages().map((p) => pageUrl(p.route)).sort())
  expect(getAllPages().length).toBeGreaterThan(getListedPages().length) // unlisted writers' pages stay out
  for (const row of rows) if (row.lastmod) expect(Number.isNaN(Date.parse(row.lastmod))).toBe(false)
})

test('robots.txt follows DOCS_ALLOW_INDEXING', async ({ request }) => {
  const response = await request.get('./robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  if (settings.DOCS_ALLOW_INDEXING) {
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toContain(`Sitemap: ${docs}/sitemap.xml`)
  } else {
    expect(text).toMatch(/^User-Agent: \*\nDisallow: \/$/m)
    expect(text).not.toContain('Sitemap:')
  }
})

test('pages show when they last changed, from git history', async ({ page }) => {
  // Two SDK reference pages generated from the model among them: built ahead of time like the rest.
  const routes = ['/apis', '/', '/reference/nodejs/v0', '/reference/go/topic/topic-publish', '/reference/python/api/api-all']
  const pages = getAllPages().filter((p) => routes.includes(p.route))
  expect(pages.map((doc) => doc.route).sort()).toEqual([...routes].sort())
  for (const doc of pages) {
    await page.goto(doc.route === '/' ? './' : '.' + doc.route)
    const time = page.locator('article header time')
    const expected = gitDate(doc.file)
    if (!expected) {
      await expect(time).toHaveCount(0)
      continue
    }
    await expect(time).toHaveAttribute('datetime', new Date(expected).toISOString())
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(expected))
    await expect(page.locator('article header')).toContainText(`Last updated ${day}`)
  }
})
