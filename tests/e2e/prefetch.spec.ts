import { expect, test, type Page } from './fixtures'
import { PREFETCH_MARGIN_PX } from '../../src/lib/link-prefetch/rule'

// The home page: article links to place, and a menu whose section links lead to the page itself.
const ROUTE = '/docs'

/** The paths of the React Server Components payloads the page has asked for (prefetches and navigations). */
function recordPayloads(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) paths.push(url.pathname)
  })
  return paths
}

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
      const articleLinks = [...document.querySelectorAll<HTMLAnchorElement>('article a[href^="/docs"]')].filter((link) => pathOf(link) !== current)
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

test('links are prefetched once the page is idle, within the margin only, and navigating to one fetches nothing more', async ({ page }) => {
  // The test decides when the browser is idle: idle callbacks wait until it releases them.
  await page.addInitScript(() => {
    const held: Array<() => void> = []
    window.requestIdleCallback = (callback) => held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
    Object.assign(window, { releaseIdle: () => held.splice(0).forEach((run) => run()) })
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  const payloads = recordPayloads(page)
  await page.goto('./')
  const { near, far } = await placeLinks(page, PREFETCH_MARGIN_PX)
  await page.waitForTimeout(1_000)
  expect(payloads, 'nothing is prefetched before the page is idle').toEqual([])

  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())
  await expect.poll(() => payloads.includes(near), { message: `${near}, within ${PREFETCH_MARGIN_PX} px below the viewport, is prefetched` }).toBe(true)
  await page.waitForTimeout(1_000)
  expect(payloads, `${far} is far below the viewport`).not.toContain(far)
  expect(payloads, 'the page being read is not fetched again').not.toContain(ROUTE)

  await page.locator('[data-test-far]').scrollIntoViewIfNeeded()
  await expect.poll(() => payloads.includes(far), { message: `${far} is prefetched once scrolled near` }).toBe(true)

  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const fetchedBefore = payloads.filter((path) => path === near).length
  await page.locator('[data-test-near]').click()
  await expect(page).toHaveURL(near)
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window), 'client-side navigation').toBe(true)
  expect(payloads.filter((path) => path === near), 'the prefetched page is shown without another request for it').toHaveLength(fetchedBefore)
})
