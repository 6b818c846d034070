/**
 * The site's size and speed figures: build time; per kind of page, the JavaScript a first visit
 * downloads (compressed, as Chromium received it) next to an empty Next.js App Router app; Lighthouse
 * (mobile, default throttling, median of several runs) with the HTML's bytes; and what prefetching
 * costs on the home page and a building block (requests, bytes, when they start, long tasks); and the
 * main thread's work at 4× CPU (the task before first paint, and everything after it) on every kind
 * of page, in a tab no DevTools domain watches (as a reader's browser) and with the Runtime domain on
 * (as Lighthouse runs pages).
 * Goals are flagged, never enforced: this machine is shared and noisy.
 *
 * Usage: npm run bench:site [-- options]
 *   --skip-build        use the existing build in .next-bench (or --dist)
 *   --dist DIR          serve this build folder instead (implies --skip-build), e.g. --dist .next
 *   --url ORIGIN        measure a running site (loopback only), e.g. --url http://127.0.0.1:3000
 *   --only LIST         some of: js,lighthouse,prefetch,mainthread (default: all)
 *   --runs N            Lighthouse runs and main-thread traces per page (default 3)
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, loopbackOnly } from './lib/built-server'
import { scriptBytes } from './lib/first-visit-js'
import { htmlBytes } from './lib/html-bytes'
import { lighthouseBrowser, medianFigures } from './lib/lighthouse'
import { traceLoad, type MainThreadFigures } from './lib/load-trace'
import { measurePageLoad, summarise } from './lib/page-requests'
import { run, serve, stop, timed } from './lib/processes'
import { median } from './lib/statistics'

// Issue 44's budgets: Lighthouse mobile 100 with TBT ≤ 50 ms and CLS 0; first-visit script ≤ 25 KB.
const GOALS = { lighthouseScore: 100, tbtMs: 50, firstVisitJsKb: 25 }
const SECTIONS = ['js', 'lighthouse', 'prefetch', 'mainthread'] as const

/** One route per kind of page; Lighthouse audits the first six. */
const PAGE_KINDS: Array<{ kind: string; route: string; lighthouse: boolean }> = [
  { kind: 'home', route: '/', lighthouse: true },
  { kind: 'concept', route: '/concepts/introduction', lighthouse: true },
  { kind: 'quickstart', route: '/getting-started/quickstart', lighthouse: true },
  { kind: 'building block', route: '/apis', lighthouse: true },
  { kind: 'reference', route: '/reference/nodejs', lighthouse: true },
  { kind: 'SDK method', route: '/reference/nodejs/api/api-get', lighthouse: true },
  { kind: 'guide', route: '/guides/nodejs/expressjs', lighthouse: true },
  { kind: 'support matrix', route: '/reference/support-matrix', lighthouse: false },
  { kind: '404', route: '/no-such-page', lighthouse: false },
]
const PREFETCH_PAGES = ['/', '/apis']
const PREFETCH_WIDTHS = [1280, 375]
/** Lighthouse mobile's CPU slowdown, for the prefetch and main-thread sections. */
const CPU_SLOWDOWN = 4

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string', default: SECTIONS.join(',') },
    runs: { type: 'string', default: '3' },
  },
})
const only = new Set(options.only.split(',').map((name) => name.trim()))
for (const name of only) if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`--only takes ${SECTIONS.join(', ')}; got ${name}`)
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1')

const root = resolve(import.meta.dirname, '..')
const dist = options.dist ?? '.next-bench'
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const pad = (value: string | number, width: number) => String(value).padStart(width)

function emptyApp(): string {
  // A project of its own (Turbopack treats an enclosing project as the root), with this project's
  // packages hard-linked in: same versions, no copy, no network.
  const dir = mkdtempSync(join(tmpdir(), 'empty-next-'))
  mkdirSync(join(dir, 'app'))
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')])
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'empty', private: true, type: 'module' }))
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {}\n')
  writeFileSync(join(dir, 'app/layout.js'), "export default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html> }\n")
  writeFileSync(join(dir, 'app/page.js'), 'export default function Page() { return <p>Empty</p> }\n')
  return dir
}

const pageUrl = (origin: string, route: string) => `${origin}/docs${route === '/' ? '' : route}`

async function firstVisitJs(origin: string): Promise<void> {
  const empty = emptyApp()
  let blank: ChildProcess | undefined
  try {
    await timed('Empty Next.js app build', () => run(join(empty, 'node_modules/.bin/next'), ['build'], empty))
    const port = await freePort()
    blank = await serve(empty, port, {})
    const baseline = await scriptBytes(`http://127.0.0.1:${port}/`)
    console.log(`\nFirst-visit JavaScript, compressed (empty Next.js 16 App Router page: ${kb(baseline)} KB; goal ≤ ${GOALS.firstVisitJsKb} KB)\n`)
    console.log('page kind      route                              JS KB   over empty')
    for (const { kind, route } of PAGE_KINDS) {
      const bytes = await scriptBytes(pageUrl(origin, route))
      const flag = bytes / 1024 > GOALS.firstVisitJsKb ? `  ⚠ over ${GOALS.firstVisitJsKb} KB` : ''
      console.log(`${kind.padEnd(14)} ${route.padEnd(34)} ${pad(kb(bytes), 6)}   +${kb(bytes - baseline)}${flag}`)
    }
  } finally {
    if (blank) stop(blank)
    rmSync(empty, { recursive: true, force: true })
  }
}

async function lighthouseTable(origin: string): Promise<void> {
  console.log(`\nLighthouse 12, mobile, default throttling: median of ${runs} run(s) per page (goal: score ≥ ${GOALS.lighthouseScore}, TBT ≤ ${GOALS.tbtMs} ms, CLS 0)\n`)
  console.log('page kind      route                              perf  LCP s  TBT ms    CLS  total KB  requests  HTML KB raw / gzip / br')
  const browser = await lighthouseBrowser()
  try {
    for (const { kind, route } of PAGE_KINDS.filter((page) => page.lighthouse)) {
      const url = pageUrl(origin, route)
      const results = []
      for (let i = 0; i < runs; i++) results.push(await browser.audit(url))
      const figures = medianFigures(results)
      const html = await htmlBytes(url)
      const misses = [
        figures.score < GOALS.lighthouseScore && `score below ${GOALS.lighthouseScore}`,
        figures.tbtMs > GOALS.tbtMs && `TBT over ${GOALS.tbtMs} ms`,
        figures.cls > 0 && 'CLS above 0',
      ].filter(Boolean)
      const flag = misses.length > 0 ? `  ⚠ ${misses.join(', ')}` : ''
      console.log(
        `${kind.padEnd(14)} ${route.padEnd(34)} ${pad(figures.score, 4)} ${pad((figures.lcpMs / 1000).toFixed(1), 6)} ${pad(Math.round(figures.tbtMs), 7)} ${pad(figures.cls.toFixed(3), 6)} ` +
          `${pad(kb(figures.totalBytes), 9)} ${pad(figures.requests, 9)}  ${pad(kb(html.raw), 7)} / ${kb(html.gzip)} / ${kb(html.br)}${flag}` +
          `   (scores ${results.map((result) => result.score).join(', ')})`,
      )
    }
  } finally {
    await browser.close()
  }
}

async function prefetchCost(origin: string): Promise<void> {
  console.log(`\nPrefetching: every request of a fresh visit until the network is quiet, CPU ${CPU_SLOWDOWN}× slower (as Lighthouse mobile), network unthrottled`)
  console.log('RSC = React Server Components payloads (prefetches); first RSC = ms after the load event; repeats = same page and segment fetched again\n')
  console.log('route    width  requests  KB total  RSC requests  RSC KB  RSC before load  first RSC ms  pages prefetched  repeats  long tasks  blocking ms')
  for (const route of PREFETCH_PAGES) {
    for (const width of PREFETCH_WIDTHS) {
      const figures = summarise(await measurePageLoad(pageUrl(origin, route), width, CPU_SLOWDOWN))
      console.log(
        `${route.padEnd(8)} ${pad(width, 5)} ${pad(figures.requests, 9)} ${pad(kb(figures.bytes), 9)} ${pad(figures.rscRequests, 13)} ${pad(kb(figures.rscBytes), 7)} ` +
          `${pad(figures.rscBeforeLoad, 15)} ${pad(figures.firstRscAfterLoadMs ?? '-', 13)} ${pad(figures.pagesPrefetched, 17)} ${pad(figures.repeatedRequests, 8)} ${pad(figures.longTasks, 11)} ${pad(figures.blockingMs, 12)}`,
      )
    }
  }
}

async function mainThread(origin: string): Promise<void> {
  console.log(`\nMain thread, first paint and after, CPU ${CPU_SLOWDOWN}× slower, 412 px, medians of ${runs} trace(s) per column`)
  console.log('reader = a tab no DevTools domain watches; DevTools = the Runtime domain on, as Lighthouse runs pages; blocking = time beyond 50 ms of each task after FCP\n')
  console.log('first-paint task = the longest task before FCP, where the page is styled and laid out for it\n')
  console.log('page kind      route                              FCP ms (reader / DevTools)  first-paint task ms  blocking ms  long tasks  style+layout ms  source positions ms')
  for (const { kind, route } of PAGE_KINDS) {
    const reader: MainThreadFigures[] = []
    const devtools: MainThreadFigures[] = []
    // One request first, so the traces measure the browser, not the server's first read of the file.
    await fetch(pageUrl(origin, route))
    for (let i = 0; i < runs; i++) {
      reader.push(await traceLoad(pageUrl(origin, route), { cpuSlowdown: CPU_SLOWDOWN, devtoolsRuntime: false }))
      devtools.push(await traceLoad(pageUrl(origin, route), { cpuSlowdown: CPU_SLOWDOWN, devtoolsRuntime: true }))
    }
    const both = (pick: (figures: MainThreadFigures) => number) => `${Math.round(median(reader.map(pick)))} / ${Math.round(median(devtools.map(pick)))}`
    console.log(
      `${kind.padEnd(14)} ${route.padEnd(34)} ${both((f) => f.fcpMs).padStart(26)}  ${both((f) => f.firstPaintTaskMs).padStart(19)}  ${both((f) => f.blockingMs).padStart(11)}  ${both((f) => f.longTasks).padStart(10)}  ` +
        `${both((f) => f.styleLayoutMs).padStart(15)}  ${both((f) => f.sourcePositionsMs).padStart(19)}`,
    )
  }
}

const skipBuild = options['skip-build'] || options.dist !== undefined || options.url !== undefined
if (!skipBuild) await timed('Site build (content check + next build)', () => run('npm', ['run', 'build'], root, { NEXT_DIST_DIR: dist }))
let site: ChildProcess | undefined
let origin: string
if (options.url) {
  origin = loopbackOnly(options.url)
} else {
  const port = await freePort()
  site = await serve(root, port, { NEXT_DIST_DIR: dist })
  origin = `http://127.0.0.1:${port}`
}
try {
  if (only.has('js')) await firstVisitJs(origin)
  if (only.has('lighthouse')) await lighthouseTable(origin)
  if (only.has('prefetch')) await prefetchCost(origin)
  if (only.has('mainthread')) await mainThread(origin)
} finally {
  if (site) stop(site)
}
