import { expect, test, type Page } from './fixtures'
import { PREFETCH_MARGIN_PX } from '../../src/lib/link-prefetch/rule'
import { blockFrameworkScripts } from './held-scripts'

// The home page: article links to place, and a menu whose section links lead to the page itself.
const ROUTE = '/docs'

/**
 * The page addresses the browser has been asked to prefetch: each request marked `Sec-Purpose:
 * prefetch` (Speculation Rules and `<link rel="prefetch">` both send it), and when each answer has
 * fully arrived.
 */
function recordPrefetches(page: Page): { requested: string[]; arrived: Set<string> } {
  const requested: string[] = []
  const arrived = new Set<string>()
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) requested.push(new URL(request.url()).pathname)
  })
  page.on('requestfinished', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) arrived.add(new URL(request.url()).pathname)
  })
  return { requested, arrived }
}

/** How the page being shown was delivered, as the Navigation Timing entry says. */
async function delivery(page: Page): Promise<{ deliveryType: string; transferSize: number }> {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }
    return { deliveryType: entry.deliveryType, transferSize: entry.transferSize }
  })
}

/** The addresses the page has listed for prefetching, in speculation rules and prefetch links. */
async function listed(page: Page): Promise<{ rules: string[]; links: string[] }> {
  return page.evaluate(() => ({
    rules: [...document.querySelectorAll('script[type="speculationrules"]')].flatMap((script) =>
      ((JSON.parse(script.textContent!) as { prefetch?: Array<{ urls: string[] }> }).prefetch ?? []).flatMap((rule) => rule.urls),
    ),
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname),
  }))
}

/** The test decides when the browser is idle: idle callbacks wait until it releases them. */
async function holdIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: Array<() => void> = []
    window.requestIdleCallback = (callback) => held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
    Object.assign(window, { releaseIdle: () => held.splice(0).forEach((run) => run()) })
  })
}

const releaseIdle = (page: Page) => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())

/**
 * Scrolls so that an article link sits halfway into the prefetch margin below the viewport with no
 * other link to its page on screen, and finds an article link whose page is linked only far below;
 * marks the two links for the test.
 */
async function placeLinks(page: Page, margin: number) {
  return page.evaluate(
    ({ margin, current }) => {
      const pathOf = (link: HTMLAnchorElement) => new URL(link.href).pathname
      const rendered = () => [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/docs"]')].filter((link) => link.getBoundingClientRect().height > 0)
      const highestTop = (path: string) => Math.min(...rendered().filter((link) => pathOf(link) === path).map((link) => link.getBoundingClientRect().top))
      // Links to pages: a file the article links to (llms.txt) is not a page and is never prefetched.
      const articleLinks = [...document.querySelectorAll<HTMLAnchorElement>('article a[href^="/docs"]')].filter((link) => pathOf(link) !== current && !/\.[a-z0-9]+$/i.test(pathOf(link)))
      for (const link of articleLinks) {
        window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - window.innerHeight - margin / 2)
        const near = pathOf(link)
        // Sticky parts (the header, the menu) move with the scroll: check the link's page is nowhere on screen now.
        if (highestTop(near) < window.innerHeight + margin / 4) continue
        const far = articleLinks.find((other) => pathOf(other) !== near && highestTop(pathOf(other)) > window.innerHeight + margin + 600)
        if (!far) continue
        link.dataset.testNear = ''
        far.dataset.testFar = ''
        return { near, far: pathOf(far) }
      }
      throw new Error('no article link to place in the prefetch margin')
    },
    { margin, current: ROUTE },
  )
}

for (const scripts of ['with', 'without'] as const) {
  test(`links are prefetched with speculation rules once the page is idle, within ${PREFETCH_MARGIN_PX} px only, and the next page is the prefetched one, ${scripts} the framework's scripts`, async ({ page }) => {
    if (scripts === 'without') await blockFrameworkScripts(page)
    await holdIdle(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    const { requested, arrived } = recordPrefetches(page)
    await page.goto('./')
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules')), 'Chromium takes speculation rules').toBe(true)
    const { near, far } = await placeLinks(page, PREFETCH_MARGIN_PX)
    await page.waitForTimeout(1_000)
    expect(requested, 'nothing is prefetched before the page is idle').toEqual([])

    await releaseIdle(page)
    await expect.poll(() => requested.includes(near), { message: `${near}, within ${PREFETCH_MARGIN_PX} px below the viewport, is prefetched` }).toBe(true)
    await page.waitForTimeout(1_000)
    expect(requested, `${far} is far below the viewport`).not.toContain(far)
    expect(requested, 'the page being read is not fetched again').not.toContain(ROUTE)
    expect(requested.filter((path) => !path.startsWith(`${ROUTE}/`) || /\.[a-z]+$/.test(path) || path.startsWith(`${ROUTE}/api/`)), 'pages only').toEqual([])
    expect(new Set(requested).size, 'each page once').toBe(requested.length)
    expect((await listed(page)).links, 'no prefetch links where speculation rules work').toEqual([])

    await page.locator('[data-test-far]').scrollIntoViewIfNeeded()
    await expect.poll(() => requested.includes(far), { message: `${far} is prefetched once scrolled near` }).toBe(true)

    await expect.poll(() => arrived.has(near)).toBe(true)
    await page.locator('[data-test-near]').click()
    await expect(page).toHaveURL(near)
    await expect(page.locator('h1')).toBeVisible()
    expect((await delivery(page)).deliveryType, 'the browser showed the prefetched page').toBe('navigational-prefetch')
  })
}

test('where speculation rules are missing, prefetch links fetch the pages and the next page comes from the cache', async ({ page }) => {
  // An engine without speculation rules (Firefox, Safari): the same rule through <link rel="prefetch">.
  await page.addInitScript(() => {
    HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && ['classic', 'module', 'importmap'].includes(type)
  })
  await blockFrameworkScripts(page)
  await holdIdle(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  const { requested, arrived } = recordPrefetches(page)
  await page.goto('./')
  const { near, far } = await placeLinks(page, PREFETCH_MARGIN_PX)
  await releaseIdle(page)
  await expect.poll(() => requested.includes(near)).toBe(true)
  await page.waitForTimeout(1_000)
  expect(requested).not.toContain(far)
  expect(requested).not.toContain(ROUTE)
  const { rules, links } = await listed(page)
  expect(rules).toEqual([])
  expect(links).toContain(near)

  await expect.poll(() => arrived.has(near)).toBe(true)
  await page.locator('[data-test-near]').click()
  await expect(page).toHaveURL(near)
  // Pages are answered max-age=0, must-revalidate (a page must not outlive the head script it names):
  // the body comes from the cache the prefetch filled, after a 304 of headers alone.
  const { deliveryType, transferSize } = await delivery(page)
  expect(deliveryType, 'the page came from the HTTP cache the prefetch filled').toBe('cache')
  expect(transferSize, 'only a revalidation crossed the network').toBeLessThan(1_000)
})
