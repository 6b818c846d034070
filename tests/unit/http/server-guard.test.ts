import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/client-address'
import { APP_ROUTES } from '@/lib/http/app-routes.generated'
import { PrerenderedPages } from '@/lib/http/prerendered-pages'
import { installServerGuard, type ServerGuardOptions } from '@/lib/http/server-guard'
import { securityHeaders } from '@/lib/security-headers'

/** Stands in for Next.js: it makes a web Request of every request first, as next start does, and says what it was asked. */
function frameworkLike(): Server {
  return createServer((req, res) => {
    try {
      new Request(`http://localhost${req.url}`, { method: req.method })
    } catch {
      res.writeHead(500).end('Internal Server Error')
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`framework ${req.url}`)
  })
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

// fetch() refuses TRACE and decompresses on its own, so ask with node:http.
function send(server: Server, method: string, path: string, headers: OutgoingHttpHeaders = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const servers: Server[] = []
async function listening(server: Server): Promise<Server> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A build's output as the guard reads it: the prerender manifest, the HTML and the .meta files. */
let dist: string
const HOME = '<!DOCTYPE html><title>Home</title>' + 'home '.repeat(2000)
const APIS = '<!DOCTYPE html><title>APIs</title>' + 'apis '.repeat(2000)
const NOT_FOUND = '<!DOCTYPE html><title>Page not found</title>'
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'guard-dist-'))
  mkdirSync(join(dist, 'server', 'app'), { recursive: true })
  const page = (route: string, html: string, extra: object = {}) => {
    const base = join(dist, 'server', 'app', route === '/' ? 'index' : route.slice(1))
    writeFileSync(`${base}.html`, html)
    writeFileSync(`${base}.meta`, JSON.stringify({ headers: { 'x-nextjs-stale-time': '300', 'x-nextjs-prerender': '1', 'x-next-cache-tags': 'secret-tags' } }))
    return [route, { routeType: 'page', initialRevalidateSeconds: false, ...extra }]
  }
  const routes = Object.fromEntries([
    page('/', HOME),
    page('/apis', APIS),
    page('/_not-found', NOT_FOUND, { initialStatus: 404 }),
    page('/changing', 'changes', { initialRevalidateSeconds: 60 }),
  ])
  writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const PAGES = new Set(['/', '/apis', '/changing', '/reference/go/topic/topic-publish'])
function options(withPages = true): ServerGuardOptions {
  return {
    headers: securityHeaders(),
    screen: { basePath: '/docs', isPage: (route) => PAGES.has(route), isRedirected: (route) => route === '/moved', routes: APP_ROUTES },
    pages: withPages ? PrerenderedPages.fromBuild(dist, 1024 * 1024) : undefined,
  }
}

async function guarded(withPages = true): Promise<Server> {
  const server = await listening(frameworkLike())
  installServerGuard(server, options(withPages))
  return server
}

describe('the server guard', () => {
  it('is needed: without it TRACE never reaches app code and ends in a 500', async () => {
    const server = await listening(frameworkLike())
    expect((await send(server, 'TRACE', '/docs/apis.md')).status).toBe(500)
  })

  it('answers TRACE and other refused methods with 405 and the Allow of the address', async () => {
    const server = await guarded()
    const cases: Array<[string, string, string]> = [
      ['TRACE', '/docs/apis.md', 'GET, HEAD'],
      ['TRACE', '/docs', 'GET, HEAD'],
      ['TRACE', '/docs/api/feedback', 'POST, OPTIONS'],
      ['TRACE', '/docs/api/og?title=x', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/docs/api/search/1/indexes/*/queries', 'POST, OPTIONS'],
      ['TRACE', '/', 'GET, HEAD'],
      ['POST', '/docs/apis', 'GET, HEAD'],
      ['PROPFIND', '/docs/apis', 'GET, HEAD'],
    ]
    for (const [method, path, allow] of cases) {
      const answer = await send(server, method, path)
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.body.toString()).toBe(`Method ${method} not allowed; use ${allow}\n`)
    }
  })

  it('gives every request an id, in its answer and to the app, keeping a well-formed id a proxy sent', async () => {
    const server = await guarded(false)
    const fresh = await send(server, 'GET', '/docs/api/og?title=x')
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await send(server, 'GET', '/docs/api/og?title=x', { 'x-request-id': 'proxy-id-0001' })
    expect(kept.headers['x-request-id']).toBe('proxy-id-0001')
    const replaced = await send(server, 'GET', '/docs/api/og?title=x', { 'x-request-id': 'bad id <script>' })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('tells the app the socket’s address in its own header, whatever the client sent there', async () => {
    const seen: IncomingHttpHeaders[] = []
    const server = await listening(createServer((req, res) => {
      seen.push(req.headers)
      res.writeHead(200).end()
    }))
    installServerGuard(server, options(false))
    await send(server, 'GET', '/docs/api/og?title=x')
    await send(server, 'GET', '/docs/api/og?title=x', { [PEER_ADDRESS_HEADER]: '203.0.113.9' })
    expect(seen.map((headers) => headers[PEER_ADDRESS_HEADER])).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('answers malformed percent-encoding with 400 and the security headers', async () => {
    const answer = await send(await guarded(), 'GET', '/docs/%ZZ')
    expect(answer.status).toBe(400)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })

  it('serves a prerendered page itself, in the encoding the client prefers, with the framework’s page headers', async () => {
    const server = await guarded()
    const plain = await send(server, 'GET', '/docs/apis')
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(APIS)
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('s-maxage=31536000')
    expect(plain.headers.vary).toContain('rsc')
    expect(plain.headers.vary).toContain('Accept-Encoding')
    expect(plain.headers['x-nextjs-stale-time']).toBe('300')
    expect(plain.headers['x-next-cache-tags']).toBeUndefined()
    expect(plain.headers['x-frame-options']).toBe('DENY')

    const br = await send(server, 'GET', '/docs/apis', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(APIS)
    expect(br.body.length).toBeLessThan(APIS.length / 10)
    const gz = await send(server, 'GET', '/docs', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(HOME)
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3)
  })

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    const server = await guarded()
    const head = await send(server, 'HEAD', '/docs/apis')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(APIS))
    const again = await send(server, 'GET', '/docs/apis', { 'if-none-match': `"other", ${head.headers.etag}` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(head.headers.etag)
  })

  it('leaves to the framework what is not a plain request for a page prerendered for good', async () => {
    const server = await guarded()
    const cases: Array<[string, OutgoingHttpHeaders, string]> = [
      ['/docs/apis', { rsc: '1' }, 'framework /docs/apis'],
      ['/docs/apis', { 'next-router-prefetch': '1' }, 'framework /docs/apis'],
      ['/docs/apis?x=1', {}, 'framework /docs/apis?x=1'],
      ['/docs/apis/', {}, 'framework /docs/apis/'],
      ['/docs/apis.md', {}, 'framework /docs/apis.md'],
      ['/docs/changing', {}, 'framework /docs/changing'],
      ['/docs/reference/go/topic/topic-publish', {}, 'framework /docs/reference/go/topic/topic-publish'],
      ['/docs/moved', {}, 'framework /docs/moved'],
      ['/docs/api/og?title=x', {}, 'framework /docs/api/og?title=x'],
      ['/docs/apis', { 'accept-encoding': 'identity;q=0' }, 'framework /docs/apis'],
    ]
    for (const [path, headers, body] of cases) {
      const answer = await send(server, 'GET', path, headers)
      expect(answer.body.toString(), `${path} ${JSON.stringify(headers)}`).toBe(body)
    }
  })

  it('answers an unknown address with the prerendered 404 page, or has the framework render it', async () => {
    const answer = await send(await guarded(), 'GET', '/docs/no/such/page')
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).toBe(NOT_FOUND)
    expect(answer.headers['cache-control']).toContain('no-store')
    expect((await send(await guarded(false), 'GET', '/docs/no/such/page')).body.toString()).toBe('framework /docs/_not-found')
    expect((await send(await guarded(false), 'GET', '/docs/apis')).body.toString()).toBe('framework /docs/apis')
  })

  it('keeps page bytes within its memory budget', async () => {
    const pages = PrerenderedPages.fromBuild(dist, 12_000)
    expect(pages.size).toBe(3)
    for (const route of ['/', '/apis', '/_not-found']) await pages.body(pages.get(route)!, 'identity')
    expect(pages.cachedBytes).toBeLessThanOrEqual(12_000)
    expect(pages.cached(pages.get('/')!, 'identity')).toBeUndefined()
    expect(pages.cached(pages.get('/_not-found')!, 'identity')).toBeDefined()
  })

  it('can be undone', async () => {
    const server = await listening(frameworkLike())
    const undo = installServerGuard(server, options())
    undo()
    expect((await send(server, 'TRACE', '/docs/apis')).status).toBe(500)
  })
})

describe('the server guard with the build’s compressed scripts and stylesheets', () => {
  const SCRIPT = 'console.log("chunk");\n'.repeat(500)
  const FONT = Buffer.from('wOF2 font bytes')
  let assetsDist: string
  beforeAll(async () => {
    const { brotliCompressSync, gzipSync } = await import('node:zlib')
    assetsDist = mkdtempSync(join(tmpdir(), 'guard-assets-'))
    mkdirSync(join(assetsDist, 'static', 'chunks'), { recursive: true })
    mkdirSync(join(assetsDist, 'static', 'media'), { recursive: true })
    const script = join(assetsDist, 'static', 'chunks', 'a1b2.js')
    writeFileSync(script, SCRIPT)
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT))
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT))
    // A stylesheet the build did not compress, and a font (never compressed).
    writeFileSync(join(assetsDist, 'static', 'chunks', 'c3d4.css'), 'body{}')
    writeFileSync(join(assetsDist, 'static', 'media', 'font.woff2'), FONT)
    writeFileSync(join(assetsDist, 'static', 'media', 'font.woff2.br'), 'x')
  })
  afterAll(() => rmSync(assetsDist, { recursive: true, force: true }))

  async function withAssets(): Promise<Server> {
    const { StaticAssets } = await import('@/lib/http/static-assets')
    const server = await listening(frameworkLike())
    installServerGuard(server, { ...options(false), assets: StaticAssets.fromBuild(assetsDist, '/docs', 1024 * 1024) })
    return server
  }

  it('answers a script in Brotli or gzip from its copy, cacheable for good, with the security headers', async () => {
    const server = await withAssets()
    const br = await send(server, 'GET', '/docs/_next/static/chunks/a1b2.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    const gz = await send(server, 'GET', '/docs/_next/static/chunks/a1b2.js?v=1', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)
    const head = await send(server, 'HEAD', '/docs/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' })
    expect(head.headers['content-length']).toBe(String(br.body.length))
    expect(head.body.length).toBe(0)
  })

  it('answers a font as it is, whatever encodings the client accepts, cacheable for good, with the security headers', async () => {
    const server = await withAssets()
    for (const headers of [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, {}] as OutgoingHttpHeaders[]) {
      const font = await send(server, 'GET', '/docs/_next/static/media/font.woff2', headers)
      expect(font.status).toBe(200)
      expect(font.headers['content-type']).toBe('font/woff2')
      expect(font.headers['content-encoding']).toBeUndefined()
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(font.headers['x-content-type-options']).toBe('nosniff')
      expect(font.body.equals(FONT)).toBe(true)
    }
    const head = await send(server, 'HEAD', '/docs/_next/static/media/font.woff2', {})
    expect(head.headers['content-length']).toBe(String(FONT.length))
    expect(head.body.length).toBe(0)
  })

  it('leaves to the framework what it has no copy for: no accepted encoding, other files, ranges, other methods, other addresses', async () => {
    const server = await withAssets()
    const cases: Array<[string, string, OutgoingHttpHeaders]> = [
      ['GET', '/docs/_next/static/chunks/a1b2.js', {}],
      ['GET', '/docs/_next/static/chunks/a1b2.js', { 'accept-encoding': 'identity' }],
      ['GET', '/docs/_next/static/chunks/c3d4.css', { 'accept-encoding': 'br' }],
      ['GET', '/docs/_next/static/media/font.woff2', { range: 'bytes=0-3' }],
      ['GET', '/docs/_next/static/media/font.woff2.br', { 'accept-encoding': 'br' }],
      ['GET', '/docs/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', range: 'bytes=0-3' }],
      ['GET', '/docs/_next/static/chunks/a1b2.js.br', { 'accept-encoding': 'br' }],
      ['GET', '/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }],
      ['POST', '/docs/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }],
    ]
    for (const [method, path, headers] of cases) {
      const answer = await send(server, method, path, headers)
      expect(answer.headers['content-encoding'], `${method} ${path}`).toBeUndefined()
      // The framework's answer (or the screen's 405 for a method no asset allows), never the copy.
      expect(answer.body.toString().startsWith('framework ') || answer.status === 405, `${method} ${path}`).toBe(true)
    }
    // Dot-segments never reach a copy or the framework: the screen refuses them.
    const dotted = await send(server, 'GET', '/docs/_next/static/chunks/../chunks/a1b2.js', { 'accept-encoding': 'br' })
    expect(dotted.status).toBe(400)
    expect(dotted.headers['content-encoding']).toBeUndefined()
  })
})

describe('the server guard with pages it transforms', () => {
  const METHOD_PAGE = '<!DOCTYPE html><title>Topic publish</title>' + 'publish '.repeat(2000)
  /** Marks what went through the transform, so the test can tell. */
  const transform = (html: Buffer, route: string) => Buffer.concat([html, Buffer.from(`<!-- kept ${route} -->`)])

  /**
   * Stands in for Next.js rendering a reference page on demand: HTML it may cache for good, gzipped
   * when the client allows it (as Next.js would), after an ETag check; says what it was asked.
   */
  function renderingFramework(asked: IncomingHttpHeaders[]): Server {
    return createServer((req, res) => {
      asked.push(req.headers)
      if (req.url === '/docs/reference/go/topic/topic-publish') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('x-nextjs-cache', 'MISS')
        res.setHeader('etag', '"framework"')
        if (req.headers['if-none-match'] === '"framework"') return void res.writeHead(304).end()
        const gzip = /gzip/.test(String(req.headers['accept-encoding']))
        if (gzip) res.setHeader('content-encoding', 'gzip')
        res.writeHead(200)
        // Written in pieces, as a streamed render is.
        const body = gzip ? gzipSync(METHOD_PAGE) : Buffer.from(METHOD_PAGE)
        res.write(body.subarray(0, 100))
        res.end(body.subarray(100))
        return
      }
      if (req.url === '/docs/reference/go/topic/topic-dynamic') {
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' }).end('<p>fresh every time</p>')
        return
      }
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>missing</p>')
    })
  }

  async function guardedWith(asked: IncomingHttpHeaders[]): Promise<Server> {
    const server = await listening(renderingFramework(asked))
    const pages = PrerenderedPages.fromBuild(dist, 1024 * 1024, transform)
    installServerGuard(server, { ...options(), screen: { ...options().screen, isPage: (route) => PAGES.has(route) || route.startsWith('/reference/go/') }, pages })
    return server
  }

  it('transforms prerendered pages before it keeps them', async () => {
    const answer = await send(await guardedWith([]), 'GET', '/docs/apis', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${APIS}<!-- kept /apis -->`)
  })

  it('has a page rendered on demand rendered once, uncompressed, then serves it transformed and compressed from memory', async () => {
    const asked: IncomingHttpHeaders[] = []
    const server = await guardedWith(asked)
    const first = await send(server, 'GET', '/docs/reference/go/topic/topic-publish', { 'accept-encoding': 'br, gzip', 'if-none-match': '"framework"' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.body).toString()).toBe(`${METHOD_PAGE}<!-- kept /reference/go/topic/topic-publish -->`)
    expect(first.headers['cache-control']).toBe('s-maxage=31536000')
    expect(first.headers.etag).not.toBe('"framework"')
    expect(first.headers['content-length']).toBe(String(first.body.length))
    expect(first.headers.vary).toContain('Accept-Encoding')
    expect(asked).toHaveLength(1)
    expect(asked[0]['accept-encoding']).toBe('identity')
    expect(asked[0]['if-none-match']).toBeUndefined()

    const gz = await send(server, 'GET', '/docs/reference/go/topic/topic-publish', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(first.body).toString())
    const head = await send(server, 'HEAD', '/docs/reference/go/topic/topic-publish')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const again = await send(server, 'GET', '/docs/reference/go/topic/topic-publish', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(asked, 'answered from memory after the first render').toHaveLength(1)
  })

  it('passes on as written what the framework may not cache for good, and any answer but a 200', async () => {
    const asked: IncomingHttpHeaders[] = []
    const server = await guardedWith(asked)
    for (let i = 0; i < 2; i++) {
      const dynamic = await send(server, 'GET', '/docs/reference/go/topic/topic-dynamic', { 'accept-encoding': 'br' })
      expect(dynamic.status).toBe(200)
      expect(dynamic.headers['content-encoding']).toBeUndefined()
      expect(dynamic.body.toString()).toBe('<p>fresh every time</p>')
      expect(dynamic.headers['cache-control']).toBe('private, no-store')
    }
    const missing = await send(server, 'GET', '/docs/reference/go/topic/topic-gone')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('<p>missing</p>')
    expect(asked).toHaveLength(3)
  })

  it('sends a page rendered on demand even when the cache has no room to keep it', async () => {
    const asked: IncomingHttpHeaders[] = []
    const server = await listening(renderingFramework(asked))
    installServerGuard(server, { ...options(), screen: { ...options().screen, isPage: (route) => route.startsWith('/reference/go/') }, pages: PrerenderedPages.fromBuild(dist, 100, transform) })
    for (let i = 0; i < 2; i++) {
      const answer = await send(server, 'GET', '/docs/reference/go/topic/topic-publish', { 'accept-encoding': 'gzip' })
      expect(answer.status).toBe(200)
      expect(gunzipSync(answer.body).toString()).toBe(`${METHOD_PAGE}<!-- kept /reference/go/topic/topic-publish -->`)
    }
    expect(asked, 'rendered again, as nothing could be kept').toHaveLength(2)
  })

  it('leaves a HEAD of a page it has not kept yet to the framework', async () => {
    const asked: IncomingHttpHeaders[] = []
    const head = await send(await guardedWith(asked), 'HEAD', '/docs/reference/go/topic/topic-publish', { 'accept-encoding': 'br' })
    expect(head.status).toBe(200)
    expect(asked).toHaveLength(1)
    expect(asked[0]['accept-encoding']).toBe('br')
  })
})
