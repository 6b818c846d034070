import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '../lib/client-address'
import { preferredTextAnswer, prefersMarkdown } from '../lib/http/prefers-markdown'
import { screenRequest, type ScreenOptions } from '../lib/http/request-screen'
import { MARKDOWN_NOT_FOUND_API_PATH, MARKDOWN_TEXT_API_PATH } from '../lib/markdown/api-path'
import { markdownRoute } from '../lib/markdown/links'
import { PAGE_SCRIPTS_FOLDER, PAGE_SCRIPTS_PREFIX } from '../lib/page-scripts/address'
import type { StaticFiles } from './static-files'

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

export interface RequestPathOptions {
  /** Set on every answer, the framework's and the static files' alike. */
  headers: ReadonlyArray<{ key: string; value: string }>
  screen: ScreenOptions
  /** Next.js's request handler (`app.getRequestHandler()`). */
  next: RequestListener
  /** The build's scripts, styles and fonts; absent in development. */
  assets?: StaticFiles
  /** Every prebuilt page by its address; absent in development. */
  pages?: StaticFiles
  /** The prebuilt 404 page, answered with its status; absent in development. */
  notFound?: RequestListener
  /** Counts the request until its answer ends (graceful-shutdown.ts). */
  track?: (response: ServerResponse) => void
  /** True once the server is stopping: answers then close their connection. */
  draining?: () => boolean
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/** Request headers that ask for the framework's RSC payload or a server action, never the HTML. */
const FRAMEWORK_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'x-prerender-revalidate']

const ASSETS_PREFIX = '/_next/static/'

/**
 * Every step a request takes, in order:
 * 1. counted for a graceful shutdown; `Connection: close` once the server is stopping;
 * 2. the security headers, a request id (a proxy's own kept when it looks like one), and the socket's
 *    address for the per-client limits (client-address.ts), replacing anything the client sent;
 * 3. the request screen (request-screen.ts): a bad target, method, path or query is answered here
 *    (400, 405, 414, 308), an address that names nothing gets the prebuilt 404 page (static-files.ts;
 *    Next.js's own where there is none), or the Markdown 404 (`/api/markdown-not-found`) when it is a
 *    `.md` address or its Accept prefers Markdown;
 * 4. a GET or HEAD of a page address whose Accept prefers Markdown (prefers-markdown.ts) is answered
 *    with the page's Markdown (its `.md` address), or as text/plain when Accept ranks that first (the
 *    Markdown-as-text route); page answers carry `Vary: Accept` either way;
 * 5. a GET or HEAD of a build file (`/_next/static/…`), of a page script (`/page-scripts/…`, written
 *    among the build files), or of a page at its own address, is served from disk by sirv with its
 *    precompressed copy (static-files.ts);
 * 6. everything else, and anything step 5 has no file for, goes to Next.js.
 */
export function requestPath(options: RequestPathOptions): RequestListener {
  const { basePath } = options.screen
  return (request, response) => {
    options.track?.(response)
    if (options.draining?.()) response.setHeader('connection', 'close')
    for (const { key, value } of options.headers) response.setHeader(key, value)
    const incoming = request.headers['x-request-id']
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    request.headers['x-request-id'] = requestId
    response.setHeader('x-request-id', requestId)
    request.headers[PEER_ADDRESS_HEADER] = peerAddressValue(request.socket.remoteAddress ?? '')

    const next = () => options.next(request, response)
    const method = request.method ?? ''
    const verdict = screenRequest(method, request.url ?? '/', options.screen)
    const plainRead = (method === 'GET' || method === 'HEAD') && !FRAMEWORK_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)
    switch (verdict.kind) {
      case 'answer':
        response.writeHead(verdict.status, { ...verdict.headers, 'content-length': Buffer.byteLength(verdict.body) })
        response.end(verdict.body)
        return
      case 'not-found': {
        const asMarkdown = verdict.markdown === true || (plainRead && prefersMarkdown(request.headers.accept))
        if (!verdict.markdown) response.setHeader('vary', 'Accept')
        if (plainRead && !asMarkdown && options.notFound) return options.notFound(request, response)
        const path = (request.url ?? '/').split('?')[0]
        request.url = asMarkdown ? `${basePath}${MARKDOWN_NOT_FOUND_API_PATH}?path=${encodeURIComponent(path)}` : `${basePath}/_not-found`
        return next()
      }
      case 'page':
        if (plainRead && !verdict.markdown) {
          // The same address answers HTML or Markdown: caches must keep them apart (sirv sets PAGE_VARY, which names Accept too).
          response.setHeader('vary', 'Accept')
          const text = preferredTextAnswer(request.headers.accept)
          if (text) {
            request.url = basePath + (text === 'markdown' ? markdownRoute(verdict.route) : `${MARKDOWN_TEXT_API_PATH}${markdownRoute(verdict.route).slice(0, -3)}`)
            return next()
          }
          if (options.pages && verdict.canonical) return options.pages(request, response, verdict.route, next)
        }
        return next()
      case 'pass': {
        const path = request.url ?? ''
        if (options.assets && plainRead && path.startsWith(basePath + ASSETS_PREFIX)) return options.assets(request, response, path.slice(basePath.length + ASSETS_PREFIX.length - 1), next)
        if (options.assets && plainRead && path.startsWith(basePath + PAGE_SCRIPTS_PREFIX)) return options.assets(request, response, `/${PAGE_SCRIPTS_FOLDER}/${path.slice(basePath.length + PAGE_SCRIPTS_PREFIX.length)}`, next)
        return next()
      }
    }
  }
}
