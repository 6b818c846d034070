import { expect, test } from './fixtures'
import { pageKinds, url } from './pages'

/**
 * Issue 44: a production page is its HTML, made to work by the site's head script. The framework's
 * scripts and the payload React would hydrate from are cut at build time (src/lib/build/framework-scripts.ts),
 * so a first visit loads no `/_next/` script, on any kind of page, the 404 page included.
 */
for (const route of ['/', ...pageKinds().filter((kind) => kind !== '/'), '/no-such-page']) {
  test(`a first visit to ${route} loads no framework script and carries no framework payload`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const response = await page.goto(url(route), { waitUntil: 'load' })
    const html = await response!.text()
    expect(html).not.toMatch(/\/_next\/static\/[^"]+\.js/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
    // Idle: nothing the page does on its own, after load, fetches a script either.
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => path.includes('/_next/'))).toEqual([])
    expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false)
    // The head script is what runs: the controls' listeners are installed.
    expect(scripts.some((path) => /\/page-scripts\/head-[0-9a-f]+\.js$/.test(path))).toBe(true)
  })
}

test('the stylesheet and the search island arrive in Brotli, from the copies made at build time', async ({ page }) => {
  const encodings = new Map<string, string | undefined>()
  const reading: Array<Promise<void>> = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!/\/_next\/static\/.+\.(?:js|css)$/.test(path)) return
    reading.push(response.allHeaders().then((headers) => void encodings.set(path, headers['content-encoding']), () => {}))
  })
  await page.goto('./apis', { waitUntil: 'load' })
  // Pointing at search fetches its island.
  await page.locator('[data-search-button]').first().hover()
  await expect.poll(() => [...encodings.keys()].some((path) => path.includes('/islands/'))).toBe(true)
  await Promise.all(reading)
  expect([...encodings.keys()].some((path) => path.endsWith('.css'))).toBe(true)
  expect([...encodings].filter(([, encoding]) => encoding !== 'br')).toEqual([])
})

// The code tabs' and tokens' rules are imported by globals.css: as separate files, the bundler made a
// second render-blocking stylesheet of them once the first passed its size for merging (100 KB).
test('a page is styled by one stylesheet', async ({ page }) => {
  await page.goto('./apis', { waitUntil: 'load' })
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
})
