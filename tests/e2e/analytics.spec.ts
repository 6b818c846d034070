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

test('one page view per client-side navigation, none for hash or query changes', async ({ page, context }) => {
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

  const nav = page.getByRole('navigation', { name: 'Documentation' }).first()
  await nav.getByRole('link', { name: 'Quickstart' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs', '/docs/getting-started/quickstart'])

  // Only the hash, then only the query: the path is the same, so no page view.
  const anchor = page.locator('[data-page-sections] a').first()
  await anchor.click()
  await expect(page).toHaveURL(/#[\w-]+$/)
  await page.evaluate(() => window.history.pushState(null, '', '?lang=python'))
  await expect(page).toHaveURL(/\?lang=python$/)

  await nav.getByRole('link', { name: 'Installation' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs', '/docs/getting-started/quickstart', '/docs/getting-started/installation'])

  await page.goBack()
  await expect(page).toHaveURL(/\?lang=python$/)
  await expect.poll(() => pageViews(page)).toEqual(['/docs', '/docs/getting-started/quickstart', '/docs/getting-started/installation', '/docs/getting-started/quickstart'])

  expect(scriptRequests).toBe(1)
  expect(await context.cookies()).toEqual([])
})

test('page views made before the script arrives are queued and sent when it loads', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(SCRIPT, async (route) => {
    await held
    await route.fulfill({ contentType: 'text/javascript', body: STUB })
  })
  await page.goto(baseOn('localhost') + 'apis')
  await page.getByRole('navigation', { name: 'Documentation' }).first().getByRole('link', { name: 'Storage', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/storage$/)
  expect(await page.evaluate(() => typeof (window as unknown as { fathom?: unknown }).fathom)).toBe('undefined')

  release()
  // Both views were queued; the stub records the path at the moment each is delivered.
  await expect.poll(async () => (await pageViews(page)).length).toBe(2)
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
