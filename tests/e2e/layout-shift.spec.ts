import { expect, test, type Page } from './fixtures'

const FONT_FILES = /\/docs\/_next\/static\/media\/[^/]+\.woff2$/
/** Lighthouse's mobile screen, where the quickstart's list reflowed by 0.166 when Inter 500 arrived. */
const MOBILE = { width: 412, height: 823 }
/** The CSS weights the pages use; one variable Inter face (400 to 600) draws them all, bold (700) at 600. */
const WEIGHTS = ['400', '500', '600', '700']

/** Records every layout shift not caused by input, from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __layoutShifts: number[] }).__layoutShifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of shifts so far, after the frames in flight have been drawn and reported. */
async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0)
  })
}

test.describe('web fonts', () => {
  test.use({ viewport: MOBILE })

  test('arriving after the page is drawn move nothing (layout shift ≤ 0.01)', async ({ page }) => {
    await recordLayoutShifts(page)
    // Hold every font until the text has been painted with the fallback, then let them all through.
    let release!: () => void
    const painted = new Promise<void>((resolve) => (release = resolve))
    const held: string[] = []
    await page.route(FONT_FILES, async (route) => {
      held.push(route.request().url())
      await painted
      await route.continue()
    })
    await page.goto('./getting-started/quickstart', { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    release()
    await page.waitForLoadState('load')
    await page.evaluate(() => document.fonts.ready)
    expect(held.length).toBeGreaterThanOrEqual(1)
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.01)
  })

  test('are Inter from this origin, preloaded, allowed by the CSP, and draw the text of a first visit', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const fonts: Array<{ url: string; status: number }> = []
    page.on('response', (response) => {
      if (FONT_FILES.test(new URL(response.url()).pathname)) fonts.push({ url: response.url(), status: response.status() })
    })
    await page.goto('./reference/nodejs')
    await page.evaluate(() => document.fonts.ready)

    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloads).toHaveLength(1)
    expect(fonts.map(({ status }) => status)).toEqual([200])
    expect(fonts.map(({ url }) => url).sort()).toEqual([...preloads].sort())
    expect(violations).toEqual([])
    // One variable face covers every weight the site draws.
    const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => ({ weight: face.weight, display: face.display })))
    expect(faces).toEqual([{ weight: '400 600', display: 'optional' }])

    // Tag the first visible text in each weight the site uses, then ask the browser which font drew it.
    const weights = await page.evaluate(() => {
      const found: string[] = []
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const { fontWeight: weight, fontFamily } = getComputedStyle(element)
        const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        const box = element.getBoundingClientRect()
        // Code is drawn in the monospace stack: the article now comes first in the HTML, and its inline code is bold.
        if (!text || found.includes(weight) || box.width === 0 || box.top > innerHeight || /mono/i.test(fontFamily)) continue
        element.dataset.fontProbe = weight
        found.push(weight)
      }
      return found.sort()
    })
    expect(weights).toEqual(expect.arrayContaining(['400', '500', '600']))
    expect(weights.filter((weight) => !WEIGHTS.includes(weight))).toEqual([])
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    for (const weight of weights) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${weight}"]` })
      const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      expect(drawnWith.length, `weight ${weight}`).toBeGreaterThan(0)
      expect(drawnWith.every((font) => font.isCustomFont && font.familyName === 'Inter'), `weight ${weight}`).toBe(true)
    }
  })
})

test.describe('the page layout', () => {
  test.use({ viewport: { width: 1350, height: 900 } })

  test('keeps the article width while a long page streams in on a slow connection (layout shift ≤ 0.01)', async ({ page }) => {
    // The load below may take up to its own 60 s limit on a busy machine; the test's default 30 s cut it short once in CI.
    test.slow()
    await recordLayoutShifts(page)
    const cdp = await page.context().newCDPSession(page)
    // About 1.6 Mbit/s: /apis takes seconds to arrive, and the browser draws what it has meanwhile.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 })
    await page.goto('./apis', { waitUntil: 'load', timeout: 60_000 })
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.01)
  })
})
