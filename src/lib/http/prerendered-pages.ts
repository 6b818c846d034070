import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { LruCache } from '../lru'
import type { Encoding } from './accept-encoding'


/** What the framework's build says about one prerendered page. */
export interface PrerenderedPage {
  route: string
  status: number
  file: string
  /** Headers the build recorded for it (`x-nextjs-stale-time`, …). */
  headers: Record<string, string>
}

export interface PageBody {
  bytes: Buffer
  etag: string
}

/** The framework's Vary for a page: the same address answers RSC requests with other bytes. */
export const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'

/** Request headers that ask for the framework's RSC payload or a server action, never the HTML. */
export const FRAMEWORK_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'x-prerender-revalidate']

/** Headers from the build's `.meta` files that the framework would send too; cache tags stay inside. */
const FORWARDED_META = new Set(['x-nextjs-stale-time', 'x-nextjs-prerender'])

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) }

interface ManifestRoute {
  initialStatus?: number
  initialRevalidateSeconds?: number | false
  routeType?: string
}

/**
 * The pages `next build` prerendered for good (no revalidation), read from its output, and their
 * bytes in each encoding, compressed once and kept in a cache bounded by bytes. Lets the server's
 * front door answer a plain page request without running the framework's request pipeline.
 */
export class PrerenderedPages {
  readonly #pages = new Map<string, PrerenderedPage>()
  readonly #bodies: LruCache<string, PageBody>
  readonly #pending = new Map<string, Promise<PageBody>>()

  constructor(pages: PrerenderedPage[], cacheBytes: number) {
    for (const page of pages) this.#pages.set(page.route, page)
    this.#bodies = new LruCache<string, PageBody>({ entries: 10_000, bytes: cacheBytes, sizeOf: (body) => body.bytes.length })
  }

  /** Reads `{distDir}/prerender-manifest.json`; none when the build is missing (as under `next dev`). */
  static fromBuild(distDir: string, cacheBytes: number): PrerenderedPages {
    const manifestFile = join(distDir, 'prerender-manifest.json')
    if (!existsSync(manifestFile)) return new PrerenderedPages([], cacheBytes)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, ManifestRoute> }
    const pages: PrerenderedPage[] = []
    for (const [route, info] of Object.entries(manifest.routes)) {
      if (info.routeType !== 'page' || info.initialRevalidateSeconds !== false) continue
      const base = join(distDir, 'server', 'app', route === '/' ? 'index' : route.slice(1))
      if (!existsSync(`${base}.html`)) continue
      pages.push({ route, status: info.initialStatus ?? 200, file: `${base}.html`, headers: readMetaHeaders(`${base}.meta`) })
    }
    return new PrerenderedPages(pages, cacheBytes)
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

  /** The page's bytes in `encoding` if the cache holds them (the front door answers at once). */
  cached(page: PrerenderedPage, encoding: Encoding): PageBody | undefined {
    return this.#bodies.get(`${encoding} ${page.route}`)
  }

  /** The page's bytes in `encoding`, read and compressed on a miss; concurrent misses share one read. */
  body(page: PrerenderedPage, encoding: Encoding): Promise<PageBody> {
    const key = `${encoding} ${page.route}`
    const hit = this.#bodies.get(key)
    if (hit) return Promise.resolve(hit)
    let pending = this.#pending.get(key)
    if (!pending) {
      pending = this.#load(page, encoding)
        .then((body) => {
          this.#bodies.set(key, body)
          return body
        })
        .finally(() => this.#pending.delete(key))
      this.#pending.set(key, pending)
    }
    return pending
  }

  async #load(page: PrerenderedPage, encoding: Encoding): Promise<PageBody> {
    const html = await readFile(page.file)
    const tag = createHash('sha1').update(html).digest('base64url').slice(0, 20)
    if (encoding === 'identity') return { bytes: html, etag: `"${tag}"` }
    const bytes =
      encoding === 'br'
        ? await compress.br(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : await compress.gzip(html, { level: 9 })
    return { bytes, etag: `"${tag}-${encoding === 'br' ? 'br' : 'gz'}"` }
  }
}

function readMetaHeaders(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, unknown> }
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(meta.headers ?? {})) {
    if (FORWARDED_META.has(name) && typeof value === 'string') headers[name] = value
  }
  return headers
}
