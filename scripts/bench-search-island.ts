/**
 * The search island (scripts/lib/islands.ts): its size (raw, gzip and Brotli, as the server answers
 * it) and the time from the first press of Ctrl+K to an open dialog at 4× CPU in Chromium, with the
 * framework's scripts blocked (the page as it is without them), cold (a fresh browser profile: the
 * island neither cached nor prefetched) and warm (the island in the HTTP cache from an earlier page),
 * medians of several runs. Needs a build (npm run build).
 * Usage: npm run bench:search-island [-- --runs 7 --url http://127.0.0.1:3000]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { distDir } from '../src/lib/dist-dir'
import { searchIslandAddress } from '../src/lib/page-scripts/island-files'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium'
import { loopbackOnly, startServer } from './lib/built-server'
import { ISLANDS_FOLDER } from './lib/islands'
import { stop } from './lib/processes'
import { median } from './lib/statistics'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, url: { type: 'string' }, page: { type: 'string', default: '/docs/concepts/introduction' } } })
const runs = Math.min(25, Math.max(1, Number(values.runs)))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The island's bytes as served: the build's precompressed copies when they are there. */
function sizes(): { raw: number; gzip: number; brotli: number } {
  const file = join(distDir(), 'static', ISLANDS_FOLDER, searchIslandAddress.split('/').pop()!)
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (found ${readdirSync(join(distDir(), 'static')).join(', ')})`)
  const bytes = readFileSync(file)
  const copy = (suffix: string, make: () => Buffer) => (existsSync(file + suffix) ? readFileSync(file + suffix) : make()).length
  return {
    raw: bytes.length,
    gzip: copy('.gz', () => gzipSync(bytes, { level: 9 })),
    brotli: copy('.br', () => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  }
}

/** Loads the page at 4× CPU without the framework's scripts, presses Ctrl+K, and returns the milliseconds from the key's event to the dialog in the document. */
async function pressToDialog(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const timing: { press?: number; open?: number } = {}
    ;(window as unknown as { __bench: typeof timing }).__bench = timing
    addEventListener('keydown', (event) => (timing.press ??= event.timeStamp), { capture: true })
    new MutationObserver(() => {
      if (timing.open === undefined && document.querySelector('.DocSearch-Modal')) timing.open = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.keyboard.press('Control+k')
  await page.locator('.DocSearch-Modal').waitFor({ timeout: 60_000 })
  const { press, open } = await page.evaluate(() => (window as unknown as { __bench: { press: number; open: number } }).__bench)
  await page.close()
  return open - press
}

const size = sizes()
const server = values.url ? undefined : await startServer()
const origin = values.url ? loopbackOnly(values.url) : server!.origin
const url = origin + values.page
const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const cold: number[] = []
const warm: number[] = []
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    cold.push(await pressToDialog(context, url))
    warm.push(await pressToDialog(context, url))
    await context.close()
  }
} finally {
  await browser.close()
  if (server) stop(server.child)
}

console.log(`search island ${searchIslandAddress.split('/').pop()}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} Brotli`)
console.log(`first press (Ctrl+K) to open dialog, 4× CPU, framework scripts blocked, median of ${runs} (${values.page}):`)
console.log(`  cold (not cached, not prefetched): ${median(cold).toFixed(0)} ms  [${cold.map((ms) => ms.toFixed(0)).join(', ')}]`)
console.log(`  warm (island in the HTTP cache):   ${median(warm).toFixed(0)} ms  [${warm.map((ms) => ms.toFixed(0)).join(', ')}]`)
