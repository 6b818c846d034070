/**
 * The one place the framework's output is rewritten, once, at the end of `next build` (the build
 * adapter in scripts/next-build-adapter.mjs calls finishPages from Next.js's documented `onBuildComplete`).
 * Every prerendered page loses the framework's scripts and inline payload (framework-scripts.ts): the
 * page is its HTML, made to work by the site's head script, and React loads only where a reader asks
 * for it (the search island). That sits behind one switch, `PAGE_TRANSFORM=off`: the build then keeps
 * the framework's own hydrated pages, a working site that is only heavier. It fails the build on a
 * page it cannot process, a page without its article, or no pages at all.
 * It then writes every page's HTML by its address, with Brotli and gzip copies, to
 * `{distDir}/pages` for the site's server to serve as static files (src/server/static-files.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { parseSettings } from '../settings-schema'
import { belowBasePath } from '../site-href'
import { cutFrameworkScripts } from './framework-scripts'
import { PAGES_DIR } from './pages-dir'


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
  /** Framework scripts and preloads cut, over all pages. */
  scriptsCut: number
}

const brotli = promisify(brotliCompress)
/**
 * Brotli 10, not 11: over the site's 795 pages, 11 took about 130 s of CPU (the largest part of the
 * build) for copies 2% smaller than 10's, which takes about 26 s.
 */
const BROTLI_QUALITY = 10
const gzipped = promisify(gzip)

/**
 * The 404 page's address below the base path, for its file in PAGES_DIR: not a page of the site, so
 * the request screen never serves it as one; the site's server answers unknown addresses with it.
 */
export const NOT_FOUND_ROUTE = '/404'

/** The page file's name below PAGES_DIR for an address below the base path (`/` → `index.html`). */
export function pageFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** Whether the build rewrites the pages; `PAGE_TRANSFORM=off` leaves the framework's output alone. */
export function pageTransformOn(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return parseSettings(['PAGE_TRANSFORM'], env).PAGE_TRANSFORM === 'on'
}

/** The element every page of the site has; a page without it is not this site's output. */
const ARTICLE_MARK = '<main id="content"'

/** A page's HTML without the framework's scripts; throws with the reason when the page cannot be processed. */
export function transformPageHtml(html: string, route: string, basePath: string): { html: string; scriptsCut: number } {
  // Every page of the site has its main content; the framework's own (/_not-found, /_global-error) need not.
  if (!route.startsWith('/_') && !html.includes(ARTICLE_MARK)) throw new Error('no main content')
  const { html: cut, cut: scriptsCut } = cutFrameworkScripts(html, basePath)
  if (scriptsCut === 0) throw new Error('no framework scripts found: the framework\'s output has changed shape')
  return { html: cut, scriptsCut }
}

export async function finishPages(prerendered: readonly PrerenderedHtml[], options: FinishOptions): Promise<FinishedPages> {
  const log = options.log ?? console.log
  const pages = prerendered.filter((page) => page.file.endsWith('.html'))
  if (pages.length === 0) throw new Error('the build adapter found no prerendered pages')
  const failures: string[] = []
  let scriptsCut = 0
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
        scriptsCut += transformed.scriptsCut
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message}`)
        continue
      }
      if (html !== original) writeFileSync(page.file, html)
    }
    htmlBefore += Buffer.byteLength(original)
    htmlAfter += Buffer.byteLength(html)
    // The pages, and the 404 page the site's server answers unknown addresses with; other statuses stay the framework's.
    if (page.status === 200 || (page.status === 404 && route === NOT_FOUND_ROUTE)) finished.push({ route, html: Buffer.from(html) })
  }
  if (failures.length > 0) throw new Error(`the build could not process ${failures.length} page(s):\n  ${failures.join('\n  ')}`)
  await writePageFiles(join(options.distDir, PAGES_DIR), finished)
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
  log(
    options.transform
      ? `✓ ${pages.length} pages without the framework's scripts (${scriptsCut} cut; HTML ${mb(htmlBefore)} MB → ${mb(htmlAfter)} MB)`
      : `✓ ${pages.length} pages left as the framework wrote them (PAGE_TRANSFORM=off)`,
  )
  return { pages: pages.length, htmlBefore, htmlAfter, scriptsCut }
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
