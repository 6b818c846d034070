import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Negotiator from 'negotiator'
import sirv from 'sirv'
import { NOT_FOUND_ROUTE, pageFileName } from '../lib/build/page-output'
import { PAGES_DIR } from '../lib/build/pages-dir'
import type { RequestListener } from './request-path'

/** Serves a file or calls `next` when there is none. `path` is the address below where the files are mounted. */
export type StaticFiles = (request: IncomingMessage, response: ServerResponse, path: string, next: () => void) => void

/** The framework's cache rule for its hashed build files, which never change under one name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Prebuilt pages: shared caches keep them until the next deploy (as the framework's own answer for
 * a prerendered page says), browsers ask again each time, with the ETag.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=31536000'

/**
 * The framework's Vary for a page (the same address answers its RSC requests with other bytes), and
 * Accept: it answers Markdown to a client preferring it (request-path.ts).
 */
export const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept, Accept-Encoding'

/**
 * A folder served by sirv (precompressed Brotli and gzip copies beside each file, ETag, 304, ranges),
 * its files listed once at start. sirv reads only the address and the headers, so it is handed the
 * address below the mount point rather than the request's own.
 */
function folder(root: string, options: Parameters<typeof sirv>[1]): StaticFiles {
  const serve = sirv(root, { dev: false, etag: true, brotli: true, gzip: true, ...options })
  return (request, response, path, next) => serve({ url: path, headers: request.headers } as IncomingMessage, response, next)
}

/** `{distDir}/static`, the framework's scripts, styles and fonts, below `/_next/static`; none before a build. */
export function buildAssets(distDir: string): StaticFiles | undefined {
  const root = join(distDir, 'static')
  if (!existsSync(root)) return undefined
  return folder(root, { extensions: [], setHeaders: (response) => response.setHeader('cache-control', ASSET_CACHE_CONTROL) })
}

/** `{distDir}/pages`, every prebuilt page by its address (src/lib/build/page-output.ts); none before a build. */
export function prebuiltPages(distDir: string): StaticFiles | undefined {
  const root = join(distDir, PAGES_DIR)
  if (!existsSync(root)) return undefined
  return folder(root, {
    extensions: ['html'],
    setHeaders: (response) => {
      response.setHeader('cache-control', PAGE_CACHE_CONTROL)
      response.setHeader('vary', PAGE_VARY)
    },
  })
}

/** The framework's cache rule for its prerendered 404 page: shared caches keep it until the next deploy. */
export const NOT_FOUND_CACHE_CONTROL = 's-maxage=31536000'

/** The 404 page's copies by encoding, as the build writes them (page-output.ts). */
const NOT_FOUND_COPIES = { br: '.br', gzip: '.gz', identity: '' } as const
type NotFoundEncoding = keyof typeof NOT_FOUND_COPIES

/**
 * The build's 404 page (page-output.ts writes it beside the pages), answered with status 404 in the
 * encoding the client prefers (negotiator); read once at start. sirv answers only 200s and 206s.
 * None before a build.
 */
export function prebuiltNotFound(distDir: string): RequestListener | undefined {
  const file = join(distDir, PAGES_DIR, pageFileName(NOT_FOUND_ROUTE))
  if (!existsSync(file)) return undefined
  const encodings = Object.keys(NOT_FOUND_COPIES) as NotFoundEncoding[]
  const copies = new Map(encodings.map((encoding) => [encoding, readFileSync(file + NOT_FOUND_COPIES[encoding])]))
  return (request, response) => {
    const encoding = (new Negotiator(request).encoding(encodings, { preferred: encodings }) ?? 'identity') as NotFoundEncoding
    const body = copies.get(encoding)!
    response.statusCode = 404
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL)
    response.setHeader('vary', 'Accept, Accept-Encoding')
    if (encoding !== 'identity') response.setHeader('content-encoding', encoding)
    response.setHeader('content-length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
  }
}
