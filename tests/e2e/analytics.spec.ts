import { expect, test, type Page } from './fixtures'

/**
 * Analytics need a build with a Fathom site id and the e2e server's host as the preview host:
 *   NEXT_PUBLIC_FATHOM_SITE_ID=E2ETESTSITE NEXT_PUBLIC_PREVIEW_HOST=127.0.0.1 npm run build
 * Every other spec reaches the server as 127.0.0.1 — the preview host — where no script loads.
 * This one reaches the same server as `localhost`, where analytics load; the script request is
 * answered here with a stub that records calls, so nothing leaves the machine.
 */
const STUB = `(() => {
  const calls = (window.__analyticsCalls = [])
  const record = (name) => (...args) => calls.push({ name, path: location.pathname, search: location.search, args })
  window.fathom = {
    trackPageview: record('trackPageview'), trackGoal: record('trackGoal'), trackEvent: record('trackEvent'),
    blockTrackingForMe: record('blockTrackingForMe'), enableTrackingForMe: record('enableTrackingForMe'), setSite: record('setSite'),
  }
})()`

const SCRIPT = '**/script.js'

function baseOn(host: string): string {
  const base = new URL(test.info().project.use.baseURL!)
  base.hostname = host
  return base.toString()
}

async function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __analyticsCalls?: Array<{ name: string; path: string }> }).__analyticsCalls ?? [])
      .filter((call) => call.name === 'trackPageview')
      .map((call) => call.path),
  )
}

test('one page view per page shown, none for hash or query changes', async ({ page, context }) => {
  let scriptRequests = 0
  await page.route(SCRIPT, (route) => {
    scriptRequests++
    return route.fulfill({ contentType: 'text/javascript', body: STUB })
  })
  const home = baseOn('localhost')
  await page.goto(home)

  const script = page.locator('script#fathom-script')
  await expect(script, 'build with NEXT_PUBLIC_FATHOM_SITE_ID and NEXT_PUBLIC_PREVIEW_HOST=127.0.0.1 (see this file)').toHaveCount(1)
  await expect(script).toHaveAttribute('data-site', /^[A-Za-z0-9]+$/)
  await expect(script).toHaveAttribute('data-auto', 'false')
  await expect(script).toHaveAttribute('data-excluded-domains', /(^|,)127\.0\.0\.1(,|$)/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs'])

  // Every page change is a full page load: each document records its own view, once.
  const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
  await nav.getByRole('link', { name: 'Quickstart' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs/getting-started/quickstart'])

  // Only the hash, then only the query: the same document, so no page view.
  const anchor = page.locator('[data-page-sections] a').first()
  await anchor.click()
  await expect(page).toHaveURL(/#[\w-]+$/)
  await page.evaluate(() => window.history.pushState(null, '', '?lang=python'))
  await expect(page).toHaveURL(/\?lang=python$/)
  await page.waitForTimeout(500)
  expect(await pageViews(page)).toEqual(['/docs/getting-started/quickstart'])

  await nav.getByRole('link', { name: 'Installation' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs/getting-started/installation'])

  // Back: the page is shown again (from the back/forward cache, or loaded anew), and counts again.
  await page.goBack()
  await expect(page).toHaveURL(/\?lang=python$/)
  // A document restored from the cache keeps its navigation entry (the click's 'navigate') and its earlier view.
  const restored = (await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)) === 'navigate'
  const quickstart = '/docs/getting-started/quickstart'
  await expect.poll(() => pageViews(page)).toEqual(restored ? [quickstart, quickstart] : [quickstart])

  expect(scriptRequests, 'one script per document loaded').toBe(restored ? 3 : 4)
  expect(await context.cookies()).toEqual([])
})

test('a page view made before the script arrives is queued and sent when it loads', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(SCRIPT, async (route) => {
    await held
    await route.fulfill({ contentType: 'text/javascript', body: STUB })
  })
  await page.goto(baseOn('localhost') + 'apis')
  await page.getByRole('navigation', { name: 'Documentation' }).first().getByRole('link', { name: 'Storage', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/storage$/)
  await page.waitForFunction(() => window.__docsBehavioursReady === true)
  expect(await page.evaluate(() => typeof (window as unknown as { fathom?: unknown }).fathom)).toBe('undefined')

  release()
  // The view was queued; the stub records the path at the moment it is delivered.
  await expect.poll(() => pageViews(page)).toEqual(['/docs/storage'])
})

test('nothing is loaded on the preview host', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/script.js')) scripts.push(request.url())
  })
  await page.route(SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: STUB }))
  await page.goto('./apis')
  await page.getByRole('navigation', { name: 'Documentation' }).first().getByRole('link', { name: 'Storage', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/storage$/)
  await page.waitForLoadState('networkidle')
  expect(scripts).toEqual([])
  await expect(page.locator('script#fathom-script')).toHaveCount(0)
  expect(await page.evaluate(() => typeof (window as unknown as { fathom?: unknown }).fathom)).toBe('undefined')
})
