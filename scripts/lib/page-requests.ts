import { chromium, type Request } from '@playwright/test'
import { IDLE_TIMEOUT_MS } from '../../src/lib/link-prefetch/rule'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium'

/** One request a page made, as the browser saw it. */
export interface PageRequest {
  url: string
  /** A React Server Components payload (`RSC: 1`): a prefetch or a navigation. */
  rsc: boolean
  /** `Next-Router-Segment-Prefetch`: which part of the target page a per-segment prefetch asked for. */
  segment: string | null
  /** Bytes over the wire: compressed body plus response headers. */
  bytes: number
  /** Milliseconds after the load event the request started (negative: before it). */
  afterLoadMs: number
}

export interface PageLoadCost {
  requests: PageRequest[]
  /** Long tasks (> 50 ms) on the main thread from navigation until the measurement ended. */
  longTasks: number
  /** Their time beyond 50 ms each, added up: the page's blocking time, unthrottled. */
  blockingMs: number
}

const QUIET_MS = 2_000
/** Prefetching waits for idle after the load event, at most IDLE_TIMEOUT_MS: watch at least that long after load. */
const AFTER_LOAD_MS = IDLE_TIMEOUT_MS + 1_000
const MAX_WAIT_MS = 15_000

/**
 * Loads a page in a fresh browser at the given width (CPU optionally slowed down) and records every request it makes until the
 * network has been quiet for two seconds and prefetching has had its chance to start, with
 * main-thread long tasks.
 */
export async function measurePageLoad(url: string, width: number, cpuSlowdown = 1): Promise<PageLoadCost> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 720 } })
    if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript(() => {
      const tasks: number[] = []
      Object.assign(window, { __longTasks: tasks })
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true })
    })
    const pending: Array<Promise<Omit<PageRequest, 'afterLoadMs'> & { startedAt: number }>> = []
    let lastActivity = Date.now()
    const record = async (request: Request) => {
      const headers = await request.allHeaders()
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }))
      return {
        url: request.url(),
        rsc: headers['rsc'] === '1',
        segment: headers['next-router-segment-prefetch'] ?? null,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        startedAt: request.timing().startTime,
      }
    }
    page.on('request', () => (lastActivity = Date.now()))
    page.on('requestfinished', (request) => {
      lastActivity = Date.now()
      pending.push(record(request))
    })
    page.on('requestfailed', () => (lastActivity = Date.now()))
    await page.goto(url, { waitUntil: 'load' })
    const loadedAt = Date.now()
    const deadline = loadedAt + MAX_WAIT_MS
    const settled = () => Date.now() - lastActivity >= QUIET_MS && Date.now() - loadedAt >= AFTER_LOAD_MS
    while (!settled() && Date.now() < deadline) await page.waitForTimeout(250)
    const { loadAt, tasks } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return { loadAt: performance.timeOrigin + navigation.loadEventStart, tasks: (window as unknown as { __longTasks: number[] }).__longTasks }
    })
    const requests = (await Promise.all(pending)).map(({ startedAt, ...request }) => ({ ...request, afterLoadMs: Math.round(startedAt - loadAt) }))
    return {
      requests,
      longTasks: tasks.length,
      blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
    }
  } finally {
    await browser.close()
  }
}

/** The figures a page's prefetching is judged by. */
export function summarise(cost: PageLoadCost) {
  const rsc = cost.requests.filter((request) => request.rsc)
  const fetchesPerPage = new Map<string, number>()
  for (const request of rsc) {
    const path = new URL(request.url).pathname
    fetchesPerPage.set(path, (fetchesPerPage.get(path) ?? 0) + 1)
  }
  const segmentKeys = rsc.map((request) => `${new URL(request.url).pathname} ${request.segment ?? '(full)'}`)
  return {
    requests: cost.requests.length,
    bytes: cost.requests.reduce((sum, request) => sum + request.bytes, 0),
    rscRequests: rsc.length,
    rscBytes: rsc.reduce((sum, request) => sum + request.bytes, 0),
    rscBeforeLoad: rsc.filter((request) => request.afterLoadMs < 0).length,
    firstRscAfterLoadMs: rsc.length ? Math.min(...rsc.map((request) => request.afterLoadMs)) : null,
    pagesPrefetched: fetchesPerPage.size,
    repeatedRequests: segmentKeys.length - new Set(segmentKeys).size,
    longTasks: cost.longTasks,
    blockingMs: cost.blockingMs,
  }
}
