/**
 * What a first visit costs, per build, side by side: each page kind's HTML as served (the build's gzip
 * and Brotli copies in `{dist}/pages`), the median and largest of every page, and the script each page
 * kind downloads on a first visit (compressed, as Chromium received it, until the network is idle)
 * from a server started on that build. Issue 44's budgets: script ≤ 25 KB on every page kind, the
 * median page ≤ 7 KB gzip. Flagged, never enforced: size is exact, but a server is needed for scripts.
 *
 * Usage: npm run bench:page-weight -- DIST [DIST …]   e.g. ../main/.next .next
 *   --no-scripts   HTML only (no server, no browser)
 */
import { readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PAGES_DIR } from '../src/lib/build/pages-dir'
import { freePort } from './lib/built-server'
import { scriptBytes } from './lib/first-visit-js'
import { serve, stop } from './lib/processes'
import { median } from './lib/statistics'

const BUDGET = { scriptKb: 25, medianGzipKb: 7 }

/** One route per kind of page, as issue 44 names them. */
const PAGE_KINDS: Array<{ kind: string; route: string }> = [
  { kind: 'home', route: '/' },
  { kind: 'concept', route: '/concepts/introduction' },
  { kind: 'quickstart', route: '/getting-started/quickstart' },
  { kind: 'building block', route: '/apis' },
  { kind: 'SDK overview', route: '/reference/nodejs' },
  { kind: 'SDK method', route: '/reference/nodejs/api/api-get' },
  { kind: 'guide', route: '/guides/nodejs/expressjs' },
]

const { values: options, positionals: dists } = parseArgs({ allowPositionals: true, options: { 'no-scripts': { type: 'boolean', default: false } } })
if (dists.length === 0) throw new Error('name one or more build folders, e.g. npm run bench:page-weight -- .next')

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function htmlFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : []
  })
}

function fileOf(pages: string, route: string): string {
  return join(pages, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
}

interface Weights {
  dist: string
  kinds: Map<string, { gzip: number; br: number; scripts?: number }>
  pages: number
  medianGzip: number
  largest: { route: string; gzip: number }
}

async function weigh(dist: string): Promise<Weights> {
  const pages = join(resolve(dist), PAGES_DIR)
  const files = htmlFiles(pages).filter((file) => !file.endsWith('/404.html'))
  const gzips = files.map((file) => ({ route: `/${relative(pages, file).replace(/\.html$/, '').replace(/^index$/, '')}`, gzip: statSync(`${file}.gz`).size }))
  const largest = gzips.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  const kinds = new Map(PAGE_KINDS.map(({ kind, route }) => [kind, { gzip: statSync(`${fileOf(pages, route)}.gz`).size, br: statSync(`${fileOf(pages, route)}.br`).size } as { gzip: number; br: number; scripts?: number }]))
  if (!options['no-scripts']) {
    const port = await freePort()
    // The build's own checkout serves it, as `npm start` there would.
    const server = await serve(dirname(resolve(dist)), port, { NEXT_DIST_DIR: basename(dist) })
    try {
      for (const { kind, route } of PAGE_KINDS) kinds.get(kind)!.scripts = await scriptBytes(`http://127.0.0.1:${port}/docs${route === '/' ? '' : route}`)
    } finally {
      stop(server)
    }
  }
  return { dist, kinds, pages: files.length, medianGzip: median(gzips.map((page) => page.gzip)), largest }
}

const results: Weights[] = []
for (const dist of dists) results.push(await weigh(dist))

const column = (text: string) => text.padStart(22)
console.log(`\nHTML per page kind, KB gzip / Brotli, and first-visit script, KB compressed (budget ≤ ${BUDGET.scriptKb} KB)\n`)
console.log('page kind'.padEnd(16) + results.map((result) => column(result.dist.slice(-22))).join(''))
for (const { kind } of PAGE_KINDS) {
  const cells = results.map(({ kinds }) => {
    const weight = kinds.get(kind)!
    const script = weight.scripts === undefined ? '' : ` · ${kb(weight.scripts)}${weight.scripts > BUDGET.scriptKb * 1024 ? '!' : ''}`
    return column(`${kb(weight.gzip)} / ${kb(weight.br)}${script}`)
  })
  console.log(kind.padEnd(16) + cells.join(''))
}
console.log(`\nEvery page (budget: median ≤ ${BUDGET.medianGzipKb} KB gzip)\n`)
for (const result of results) {
  const flag = result.medianGzip > BUDGET.medianGzipKb * 1024 ? ' (over budget)' : ''
  console.log(`${result.dist}: ${result.pages} pages, median ${kb(result.medianGzip)} KB gzip${flag}, largest ${kb(result.largest.gzip)} KB (${result.largest.route})`)
}
