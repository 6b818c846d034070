/**
 * The one place the framework's output is rewritten, once, at the end of `next build` (the build
 * adapter in scripts/next-build-adapter.mjs calls finishPages from Next.js's documented `onBuildComplete`). For
 * every prerendered page it:
 * - cuts the static islands and the inline scripts' text from the page's inline payload
 *   (src/lib/islands): the markup stays, the data that would repeat it goes;
 * - has the framework's scripts start once the page has painted (scripts-after-first-paint.ts);
 * - puts V8's compile hint at the top of each script the pages load (compile-hints.ts).
 * Both sit behind one switch, `PAGE_TRANSFORM=off`: the build then keeps the framework's own output,
 * a working site that is only heavier. It fails the build on a page it cannot process, a page
 * without its article island, an island holding a client component, or no pages at all.
 * It then writes every page's HTML by its address, with Brotli and gzip copies, to
 * `{distDir}/pages` for the site's server to serve as static files (src/server/static-files.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { ISLANDS } from '../islands/names'
import { stripPageIslands } from '../islands/page-islands'
import { parseSettings } from '../settings-schema'
import { belowBasePath } from '../site-href'
import { loadedScripts, withCompileHint } from './compile-hints'
import { PAGES_DIR } from './pages-dir'
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint'


/** A page the framework prerendered: its address (with the base path) and its HTML file. */
export interface PrerenderedHtml {
  pathname: string
  file: string
  status: number
}

export interface FinishOptions {
  distDir: string
  basePath: string
  /** False when the switch is off: the framework's output is left as it is. */
  transform: boolean
  log?: (line: string) => void
}

export interface FinishedPages {
  pages: number
  htmlBefore: number
  htmlAfter: number
  scripts: number
}

const brotli = promisify(brotliCompress)
/**
 * Brotli 10, not 11: over the site's 795 pages, 11 took about 130 s of CPU (the largest part of the
 * build) for copies 2% smaller than 10's, which takes about 26 s.
 */
const BROTLI_QUALITY = 10
const gzipped = promisify(gzip)

/** The page file's name below PAGES_DIR for an address below the base path (`/` → `index.html`). */
export function pageFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** Whether the build rewrites the pages; `PAGE_TRANSFORM=off` leaves the framework's output alone. */
export function pageTransformOn(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return parseSettings(['PAGE_TRANSFORM'], env).PAGE_TRANSFORM === 'on'
}

export interface TransformedPage {
  html: string
  /** The build's scripts the page starts once it has painted, below `/_next/static/` (`chunks/a.js`). */
  scripts: string[]
}

/**
 * Rewrites a page's HTML: islands cut, then the framework's scripts moved behind the
 * after-first-paint loader; throws with the reason when the page cannot be processed.
 */
export function transformPageHtml(html: string, route: string, basePath: string): TransformedPage {
  const cut = stripPageIslands(html)
  // Every page of the site has an article; the framework's own (/_not-found, /_global-error) need not.
  if (!route.startsWith('/_') && !cut.islands.includes(ISLANDS.article)) throw new Error(`no ${ISLANDS.article} island`)
  if (cut.clientComponents.length > 0) throw new Error(`client components inside static islands, never hydrated there: ${cut.clientComponents.join(', ')}`)
  const scripts = loadedScripts(cut.html, basePath)
  const deferred = loadScriptsAfterFirstPaint(cut.html)
  if (deferred.scripts.length === 0) throw new Error('no framework scripts found to load after first paint')
  // The framework's own scripts only: the site's head script (src/app/page-scripts) runs before first paint on purpose.
  const early = [...deferred.html.matchAll(/<script src="[^"]*\/_next\/static\/[^"]*"(?![^>]*noModule)[^>]*>|<link rel="preload" as="script"[^>]*>/g)].map((match) => match[0])
  if (early.length > 0) throw new Error(`scripts still loaded before first paint: ${early.join(' ')}`)
  return { html: deferred.html, scripts }
}

export async function finishPages(prerendered: readonly PrerenderedHtml[], options: FinishOptions): Promise<FinishedPages> {
  const log = options.log ?? console.log
  const pages = prerendered.filter((page) => page.file.endsWith('.html'))
  if (pages.length === 0) throw new Error('the build adapter found no prerendered pages')
  const failures: string[] = []
  const scripts = new Set<string>()
  const finished: Array<{ route: string; html: Buffer }> = []
  let htmlBefore = 0
  let htmlAfter = 0
  for (const page of pages) {
    const route = belowBasePath(page.pathname, options.basePath)
    if (route === undefined) {
      failures.push(`${page.pathname}: outside the base path ${options.basePath}`)
      continue
    }
    const original = readFileSync(page.file, 'utf8')
    let html = original
    if (options.transform) {
      try {
        const transformed = transformPageHtml(original, route, options.basePath)
        html = transformed.html
        for (const script of transformed.scripts) scripts.add(script)
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message}`)
        continue
      }
      if (html !== original) writeFileSync(page.file, html)
    }
    htmlBefore += Buffer.byteLength(original)
    htmlAfter += Buffer.byteLength(html)
    // Pages other than the 404 are served as files; the 404 page is the framework's to answer with its status.
    if (page.status === 200) finished.push({ route, html: Buffer.from(html) })
  }
  if (failures.length > 0) throw new Error(`the build could not process ${failures.length} page(s):\n  ${failures.join('\n  ')}`)
  if (options.transform) addCompileHints(options.distDir, scripts)
  await writePageFiles(join(options.distDir, PAGES_DIR), finished)
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
  log(
    options.transform
      ? `✓ ${pages.length} pages: static islands cut (HTML ${mb(htmlBefore)} MB → ${mb(htmlAfter)} MB), scripts after first paint, compile hint on ${scripts.size} scripts`
      : `✓ ${pages.length} pages left as the framework wrote them (PAGE_TRANSFORM=off)`,
  )
  return { pages: pages.length, htmlBefore, htmlAfter, scripts: scripts.size }
}

function addCompileHints(distDir: string, scripts: ReadonlySet<string>): void {
  if (scripts.size === 0) throw new Error('the prerendered pages load no scripts from /_next/static/')
  const staticDir = join(distDir, 'static')
  for (const script of scripts) {
    const file = join(staticDir, script)
    let source: Buffer
    try {
      source = readFileSync(file)
    } catch {
      throw new Error(`pages load ${script}, which the build lacks`)
    }
    writeFileSync(file, withCompileHint(source))
  }
}

/** Each page by its address, with its Brotli (BROTLI_QUALITY) and gzip (level 9) copies beside it. */
async function writePageFiles(root: string, pages: ReadonlyArray<{ route: string; html: Buffer }>): Promise<void> {
  await Promise.all(
    pages.map(async ({ route, html }) => {
      const file = join(root, pageFileName(route))
      mkdirSync(dirname(file), { recursive: true })
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzipped(html, { level: 9 }),
      ])
      writeFileSync(file, html)
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
    }),
  )
}
