import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { captureResponse } from './capture-response'
import { ifNoneMatchIncludes } from './etag'
import { pickEncoding, type Encoding } from './accept-encoding'
import { FRAMEWORK_REQUEST_HEADERS, PAGE_VARY, prerenderHeaders, type PrerenderedPage, type PrerenderedPages } from './prerendered-pages'
import { screenRequest, type ScreenOptions } from './request-screen'
import { ASSET_CACHE_CONTROL, type StaticAsset, type StaticAssets } from './static-assets'
import type { InFlight } from './shutdown'
import { requestLogContext, serverLogger, type ServerLogger } from '../log/json-logger'
import { PEER_ADDRESS_HEADER } from '../client-address'

export interface ServerGuardOptions {
  /** Set on every response first; next.config.ts `headers()` sets the same where its rules match. */
  headers: Array<{ key: string; value: string }>
  screen: ScreenOptions
  /** Prerendered pages to answer without the framework; absent under `next dev`. */
  pages?: PrerenderedPages
  /** Scripts and stylesheets compressed at build time, answered without the framework; absent under `next dev`. */
  assets?: StaticAssets
  /** Told of every request, for a graceful shutdown (shutdown.ts). */
  inFlight?: Pick<InFlight, 'track'>
  /** Where a prerendered page that cannot be read is reported; JSON lines in production. */
  logger?: ServerLogger
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/** What the framework sends with a prerendered page and with its 404 page. */
const PAGE_CACHE_CONTROL = 's-maxage=31536000'
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The server's front door: runs before Next.js sees a request. It sets the security headers (so
 * answers Next.js makes before its header rules carry them too), screens the request (methods,
 * query size, percent-encoding, unknown addresses → the 404 page; see request-screen.ts), and
 * answers a plain GET or HEAD of a prerendered page itself, from the build's HTML compressed once,
 * which costs a fraction of the framework's request pipeline, and a script or stylesheet from its
 * Brotli or gzip copy made at build time. Everything else goes on to Next.js.
 * `target` is the object whose `emit` delivers requests: `http.Server.prototype` in the running
 * server (from instrumentation.ts, at start-up), or one server in a test. Returns a function that
 * undoes it.
 */
export function installServerGuard(target: Pick<Server, 'emit'>, options: ServerGuardOptions): () => void {
  const emit = target.emit
  function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean
    const [request, response] = args as [IncomingMessage, ServerResponse]
    const next = () => Reflect.apply(emit, this, [event, ...args]) as boolean
    options.inFlight?.track(request, response)
    for (const { key, value } of options.headers) response.setHeader(key, value)
    // One id per request, in the answer and in server logs about it (a proxy's own id is kept when it looks like one).
    const incoming = request.headers['x-request-id']
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    request.headers['x-request-id'] = requestId
    response.setHeader('x-request-id', requestId)
    // The socket's address for the per-client limits (client-address.ts); a client's own value never survives.
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
    const method = request.method ?? ''
    const verdict = screenRequest(method, request.url ?? '/', options.screen)
    switch (verdict.kind) {
      case 'answer':
        response.writeHead(verdict.status, { ...verdict.headers, 'content-length': Buffer.byteLength(verdict.body) })
        response.end(verdict.body)
        return true
      case 'not-found': {
        const page = options.pages?.get('/_not-found')
        if (page && (method === 'GET' || method === 'HEAD')) return servePage(request, response, options.pages!, page, next, options.logger)
        request.url = `${options.screen.basePath}/_not-found`
        return next()
      }
      case 'page': {
        const pages = verdict.canonical && (method === 'GET' || method === 'HEAD') && !asksForFrameworkData(request) ? options.pages : undefined
        if (!pages) return next()
        const page = pages.get(verdict.route)
        if (page) return servePage(request, response, pages, page, next, options.logger)
        return serveRendered(request, response, pages, verdict.route, next, options.logger)
      }
      case 'pass': {
        const asset = method === 'GET' || method === 'HEAD' ? options.assets?.get(request.url ?? '') : undefined
        return asset ? serveAsset(request, response, options.assets!, asset, next, options.logger) : next()
      }
    }
  }
  target.emit = guardedEmit as Server['emit']
  return () => {
    target.emit = emit
  }
}

function asksForFrameworkData(request: IncomingMessage): boolean {
  return FRAMEWORK_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)
}

/** Answers from the cache at once; on a miss reads and compresses first, and hands the request to Next.js if that fails. */
function servePage(request: IncomingMessage, response: ServerResponse, pages: PrerenderedPages, page: PrerenderedPage, next: () => boolean, logger: ServerLogger = serverLogger('front-door')): boolean {
  const encoding = pickEncoding(request.headers['accept-encoding'])
  // Nothing we keep is acceptable: Next.js decides what to answer.
  if (!encoding) return next()
  const hit = pages.cached(page, encoding)
  if (hit) {
    writePage(request, response, page, encoding, hit.bytes, hit.etag)
    return true
  }
  pages.body(page, encoding).then(
    ({ bytes, etag }) => writePage(request, response, page, encoding, bytes, etag),
    (error: unknown) => {
      logger.error(`[front-door] prerendered page ${page.route} could not be read; Next.js serves it`, error, requestLogContext(request.headers))
      if (!response.headersSent) next()
    },
  )
  return true
}

/**
 * A page the framework renders on demand (an SDK reference page): from the cache once it has been
 * answered for; otherwise the framework renders it, uncompressed, and the front door keeps and
 * sends its answer, transformed and compressed like a prerendered page's. Anything but a 200 the
 * framework may cache for good goes out as the framework wrote it.
 */
function serveRendered(request: IncomingMessage, response: ServerResponse, pages: PrerenderedPages, route: string, next: () => boolean, logger: ServerLogger = serverLogger('front-door')): boolean {
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (!encoding) return next()
  const known = pages.rendered(route)
  const hit = known && pages.cached(known, encoding)
  if (hit) {
    writePage(request, response, known, encoding, hit.bytes, hit.etag)
    return true
  }
  if (request.method !== 'GET') return next()
  captureResponse(response, ({ status, headers, body }) => {
    const cacheControl = String(headers['cache-control'] ?? '')
    if (status !== 200 || !String(headers['content-type'] ?? '').startsWith('text/html') || !/\bs-maxage=/.test(cacheControl)) {
      response.end(body)
      return
    }
    pages.addRendered(route, body, { ...prerenderHeaders(headers), 'cache-control': cacheControl }).then(
      ({ page, bodies }) => {
        const { bytes, etag } = bodies.get(encoding)!
        writePage(request, response, page, encoding, bytes, etag)
      },
      (error: unknown) => {
        logger.error(`[front-door] page ${route} rendered on demand could not be kept; sent as rendered`, error, requestLogContext(request.headers))
        response.end(body)
      },
    )
  })
  // The framework answers in full and uncompressed: the front door compresses what it keeps.
  request.headers['accept-encoding'] = 'identity'
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
  return next()
}

function writePage(request: IncomingMessage, response: ServerResponse, page: PrerenderedPage, encoding: Encoding, bytes: Buffer, etag: string): void {
  const headers: Record<string, string | number> = {
    'cache-control': page.status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
    ...page.headers,
    vary: PAGE_VARY,
    etag,
  }
  if (page.status === 200 && ifNoneMatchIncludes(request.headers['if-none-match'] ?? null, etag)) {
    response.writeHead(304, headers)
    response.end()
    return
  }
  headers['content-type'] = 'text/html; charset=utf-8'
  headers['content-length'] = bytes.length
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  response.writeHead(page.status, headers)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}

/**
 * A script or stylesheet in the client's encoding from the build's compressed copy, or a font as it
 * is; Next.js answers any other encoding, and a range request.
 */
function serveAsset(request: IncomingMessage, response: ServerResponse, assets: StaticAssets, asset: StaticAsset, next: () => boolean, logger: ServerLogger = serverLogger('front-door')): boolean {
  const asIs = asset.encodings.has('identity')
  const encoding = asIs ? 'identity' : pickEncoding(request.headers['accept-encoding'])
  if (encoding === undefined || !asset.encodings.has(encoding) || request.headers.range !== undefined) return next()
  assets.body(asset, encoding).then(
    (bytes) => {
      response.writeHead(200, {
        'content-type': asset.contentType,
        ...(asIs ? {} : { 'content-encoding': encoding, vary: 'Accept-Encoding' }),
        'content-length': bytes.length,
        'cache-control': ASSET_CACHE_CONTROL,
      })
      response.end(request.method === 'HEAD' ? undefined : bytes)
    },
    (error: unknown) => {
      logger.error(`[front-door] ${asIs ? 'file' : 'compressed copy of'} ${asset.file} could not be read; Next.js serves it`, error, requestLogContext(request.headers))
      if (!response.headersSent) next()
    },
  )
  return true
}
