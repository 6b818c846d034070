/**
 * A page-to-page navigation, from the click on a side-menu link to the next page painted, at 4× CPU
 * (Lighthouse mobile's slowdown), with the target page prefetched (warm) and not (cold), against a
 * running site, so today's main and a branch can be measured the same way on the same machine.
 *
 * "Painted": for a full page load, the new document's first contentful paint (its first paint
 * waits until the page is parsed); for a client-side navigation (the framework's router), the
 * start of the frame after the one that draws the new page's heading. Each run is a fresh
 * browser context that has already loaded the first page once (a reader moving between pages has
 * the stylesheet, fonts and scripts), then loads it again and follows the link.
 * - warm: the page is left idle for WARM_WAIT_MS with the link on screen, so the site's prefetch
 *   (links within 200 px, once the page is idle) has fetched the target;
 * - cold: idle callbacks never come, so the site prefetches nothing (both the framework's router
 *   prefetch and Speculation Rules wait for them).
 * Figures are printed, not enforced: this machine is shared and noisy.
 *
 * --block-framework keeps the framework's scripts from loading (the DevTools URL block list, which
 * leaves prefetch on): the pages as they are once the build drops those scripts.
 *
 * Usage: npm run bench:navigation -- --url http://127.0.0.1:3000 [--runs 7] [--from /getting-started/quickstart] [--to /getting-started/installation] [--block-framework]
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { parseArgs } from 'node:util'
import { loopbackOnly } from './lib/built-server'
import { median } from './lib/statistics'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium'
import { siteConfig } from '../src/site.config'

const CPU_SLOWDOWN = 4
const WARM_WAIT_MS = 4_000
const NAVIGATION_TIMEOUT_MS = 30_000

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '7' },
    from: { type: 'string', default: '/getting-started/quickstart' },
    to: { type: 'string', default: '/getting-started/installation' },
    'block-framework': { type: 'boolean', default: false },
  },
})
if (!options.url) throw new Error('--url is required, e.g. --url http://127.0.0.1:3000')
const origin = loopbackOnly(options.url)
const runs = Number(options.runs)
const fromUrl = `${origin}${siteConfig.basePath}${options.from === '/' ? '' : options.from}`
const toPath = `${siteConfig.basePath}${options.to}`

/** In every document: records the click on the marked link and, when the target is painted, the time between them. */
function recordNavigation(): void {
  const KEY = 'bench:navigation'
  type Pending = { path: string; clickedAt: number; ms?: number }
  const pending = (): Pending | null => JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
  const painted = (at: number) => {
    const entry = pending()
    if (!entry || entry.ms !== undefined) return
    entry.ms = at - entry.clickedAt
    sessionStorage.setItem(KEY, JSON.stringify(entry))
    Object.assign(window, { __benchNavigationMs: entry.ms })
  }
  const entry = pending()
  if (entry && entry.ms === undefined && location.pathname === entry.path) {
    new PerformanceObserver((list) => {
      for (const paint of list.getEntries()) if (paint.name === 'first-contentful-paint') painted(performance.timeOrigin + paint.startTime)
    }).observe({ type: 'paint', buffered: true })
  }
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-bench-target]')
      if (!link) return
      const path = new URL(link.href).pathname
      sessionStorage.setItem(KEY, JSON.stringify({ path, clickedAt: performance.timeOrigin + event.timeStamp }))
      const heading = document.querySelector('h1')?.textContent
      const observer = new MutationObserver(() => {
        if (location.pathname !== path || document.querySelector('h1')?.textContent === heading) return
        observer.disconnect()
        // The frame that draws the new heading starts after this callback; the next one starts once it is painted.
        requestAnimationFrame(() => requestAnimationFrame((frame) => painted(performance.timeOrigin + frame)))
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    },
    true,
  )
}

/** No idle callback ever runs: the site's prefetch never starts. */
function neverIdle(): void {
  window.requestIdleCallback = () => 0
}

/** A function's text to run in the page; tsx keeps function names through a helper the page lacks, defined here. */
function inPage(script: () => void): string {
  return `(() => { const __name = (target) => target; (${script.toString()})() })()`
}

async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

async function blockFramework(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.setBlockedURLs', { urls: ['*/_next/static/chunks/*.js'] })
}

async function navigationMs(browser: Browser, prefetch: 'warm' | 'cold'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: inPage(recordNavigation) })
    if (prefetch === 'cold') await page.addInitScript({ content: inPage(neverIdle) })
    if (options['block-framework']) await blockFramework(page)
    await page.goto(fromUrl, { waitUntil: 'load' })
    await slowCpu(page)
    await page.goto(fromUrl, { waitUntil: 'load' })
    const link = page.locator(`aside a[href="${toPath}"]`).first()
    await link.evaluate((anchor) => {
      anchor.setAttribute('data-bench-target', '')
      anchor.scrollIntoView({ block: 'center' })
    })
    await page.waitForTimeout(prefetch === 'warm' ? WARM_WAIT_MS : 500)
    await link.click()
    await page.waitForURL(`**${toPath}`, { timeout: NAVIGATION_TIMEOUT_MS })
    const ms = await page.waitForFunction(() => (window as unknown as { __benchNavigationMs?: number }).__benchNavigationMs, undefined, { timeout: NAVIGATION_TIMEOUT_MS })
    return Number(await ms.jsonValue())
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  console.log(`${fromUrl} → ${toPath}, ${CPU_SLOWDOWN}× CPU, ${runs} runs each${options['block-framework'] ? ', framework scripts blocked' : ''}`)
  for (const prefetch of ['warm', 'cold'] as const) {
    const figures: number[] = []
    for (let run = 0; run < runs; run++) figures.push(await navigationMs(browser, prefetch))
    const shown = figures.map((ms) => Math.round(ms)).join(', ')
    console.log(`prefetch ${prefetch}: median ${Math.round(median(figures))} ms  (runs: ${shown})`)
  }
} finally {
  await browser.close()
}
