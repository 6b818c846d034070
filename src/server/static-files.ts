import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'
import { PAGES_DIR } from '../lib/build/pages-dir'

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
