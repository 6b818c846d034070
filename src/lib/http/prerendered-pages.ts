import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { LruCache } from '../lru'
import { ENCODINGS, type Encoding } from './accept-encoding'
import { PAGE_COPIES_DIR, pageHash, readPageCopy } from './page-copies'


/** What the framework's build says about one prerendered page, or what it answered for a page it rendered on demand. */
export interface PrerenderedPage {
  route: string
  status: number
  /** The build's HTML file; none for a page rendered on demand, whose bytes live only in the cache. */
  file?: string
  /** Headers the build recorded for it (`x-nextjs-stale-time`, …). */
  headers: Record<string, string>
}

export interface PageBody {
  bytes: Buffer
  etag: string
}

/** A page in each encoding the front door answers in. */
type PageBodies = ReadonlyMap<Encoding, PageBody>

/** The framework's Vary for a page: the same address answers RSC requests with other bytes. */
export const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'

/** Request headers that ask for the framework's RSC payload or a server action, never the HTML. */
export const FRAMEWORK_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'x-prerender-revalidate']

/** Headers from the build's `.meta` files that the framework would send too; cache tags stay inside. */
const FORWARDED_META = new Set(['x-nextjs-stale-time', 'x-nextjs-prerender'])

/** What the front door does to a page's HTML before it keeps it (page-transform.ts). */
export type PageTransform = (html: Buffer, route: string) => Buffer

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) }

interface ManifestRoute {
  initialStatus?: number
  initialRevalidateSeconds?: number | false
  routeType?: string
}

/**
 * The pages `next build` prerendered for good (no revalidation), read from its output, and their
 * bytes in each encoding, transformed and compressed once and kept in a cache bounded by bytes.
 * Lets the server's front door answer a plain page request without running the framework's request
 * pipeline. Pages the framework renders on demand join once it has answered for them (addRendered).
 */
export class PrerenderedPages {
  readonly #pages = new Map<string, PrerenderedPage>()
  readonly #rendered = new Map<string, PrerenderedPage>()
  readonly #bodies: LruCache<string, PageBody>
  readonly #pending = new Map<string, Promise<PageBodies>>()
  readonly #transform: PageTransform
  readonly #copiesDir: string | undefined

  /** `copiesDir`: where the build's compressed copies of the pages are (page-copies.ts), if anywhere. */
  constructor(pages: PrerenderedPage[], cacheBytes: number, transform: PageTransform = (html) => html, copiesDir?: string) {
    for (const page of pages) this.#pages.set(page.route, page)
    this.#bodies = new LruCache<string, PageBody>({ entries: 10_000, bytes: cacheBytes, sizeOf: (body) => body.bytes.length })
    this.#transform = transform
    this.#copiesDir = copiesDir
  }

  /** The build's prerendered pages (prerenderedPages) and its compressed copies; none when the build is missing (as under `next dev`). */
  static fromBuild(distDir: string, cacheBytes: number, transform?: PageTransform): PrerenderedPages {
    return new PrerenderedPages(prerenderedPages(distDir), cacheBytes, transform, join(distDir, PAGE_COPIES_DIR))
  }

  get size(): number {
    return this.#pages.size
  }

  get cachedBytes(): number {
    return this.#bodies.bytes
  }

  get(route: string): PrerenderedPage | undefined {
    return this.#pages.get(route)
  }

  /** A page the framework rendered on demand and the cache still holds, if any. */
  rendered(route: string): PrerenderedPage | undefined {
    return this.#rendered.get(route)
  }

  /**
   * Keeps what the framework answered for a page it rendered on demand (a 200 it may cache for
   * good), transformed and in every encoding, as if it had been prerendered; returns it in each
   * encoding whether or not the cache has room for it.
   */
  async addRendered(route: string, html: Buffer, headers: Record<string, string>): Promise<{ page: PrerenderedPage; bodies: PageBodies }> {
    const page: PrerenderedPage = { route, status: 200, headers }
    const bodies = await this.#keep(route, html)
    this.#rendered.set(route, page)
    return { page, bodies }
  }

  /** The page's bytes in `encoding` if the cache holds them (the front door answers at once). */
  cached(page: PrerenderedPage, encoding: Encoding): PageBody | undefined {
    return this.#bodies.get(`${encoding} ${page.route}`)
  }

  /** The page's bytes in `encoding`, read and compressed on a miss; concurrent misses of a page share one read. */
  body(page: PrerenderedPage, encoding: Encoding): Promise<PageBody> {
    const hit = this.cached(page, encoding)
    if (hit) return Promise.resolve(hit)
    let pending = this.#pending.get(page.route)
    if (!pending) {
      pending = this.#load(page).finally(() => this.#pending.delete(page.route))
      this.#pending.set(page.route, pending)
    }
    return pending.then((bodies) => bodies.get(encoding)!)
  }

  async #load(page: PrerenderedPage): Promise<PageBodies> {
    // A page rendered on demand that the cache has let go: the framework answers for it again.
    if (!page.file) throw new Error(`${page.route} is no longer cached`)
    return this.#keep(page.route, await readFile(page.file))
  }

  /** Transforms a page once, compresses it in every encoding and caches each (as room allows). */
  async #keep(route: string, html: Buffer): Promise<PageBodies> {
    const transformed = this.#transform(html, route)
    const hash = pageHash(transformed)
    const bodies = new Map(await Promise.all(ENCODINGS.map(async (encoding) => [encoding, await this.#encode(transformed, hash, encoding)] as const)))
    for (const [encoding, body] of bodies) this.#bodies.set(`${encoding} ${route}`, body)
    return bodies
  }

  /**
   * The page in `encoding`: the build's copy when it has one for these bytes, else compressed now,
   * once: Brotli at its best (about 50 ms for a reference page, on libuv's thread pool, 9% smaller
   * than quality 9), gzip at zlib's best (Zopfli would hold the event loop for a second).
   */
  async #encode(html: Buffer, hash: string, encoding: Encoding): Promise<PageBody> {
    if (encoding === 'identity') return { bytes: html, etag: `"${hash}"` }
    const copy = this.#copiesDir === undefined ? undefined : await readPageCopy(this.#copiesDir, hash, encoding)
    const bytes =
      copy ??
      (encoding === 'br'
        ? await compress.br(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : await compress.gzip(html, { level: 9 }))
    return { bytes, etag: `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"` }
  }
}

/** The pages `next build` prerendered for good, from `{distDir}/prerender-manifest.json`; none without a build. */
export function prerenderedPages(distDir: string): PrerenderedPage[] {
  const manifestFile = join(distDir, 'prerender-manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, ManifestRoute> }
  const pages: PrerenderedPage[] = []
  for (const [route, info] of Object.entries(manifest.routes)) {
    if (info.routeType !== 'page' || info.initialRevalidateSeconds !== false) continue
    const base = join(distDir, 'server', 'app', route === '/' ? 'index' : route.slice(1))
    if (!existsSync(`${base}.html`)) continue
    pages.push({ route, status: info.initialStatus ?? 200, file: `${base}.html`, headers: readMetaHeaders(`${base}.meta`) })
  }
  return pages
}

function readMetaHeaders(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, unknown> }
  return prerenderHeaders(meta.headers ?? {})
}

/** The framework's page headers a page is served with again from the cache (its prerender markers). */
export function prerenderHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (FORWARDED_META.has(name) && typeof value === 'string') kept[name] = value
  }
  return kept
}
