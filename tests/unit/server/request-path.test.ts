import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER, PEER_TOKEN_ENV } from '@/lib/client-address'
import { APP_ROUTES } from '@/lib/http/app-routes.generated'
import { securityHeaders } from '@/lib/security-headers'
import { requestPath, type RequestPathOptions } from '@/server/request-path'
import { ASSET_CACHE_CONTROL, buildAssets, NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL, prebuiltNotFound, prebuiltPages } from '@/server/static-files'

let dist: string
const NOT_FOUND_PAGE = '<!DOCTYPE html><h1>This page could not be found</h1>'
let server: Server | undefined
const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = []

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'request-path-'))
  const page = '<!DOCTYPE html><p>APIs</p>'
  mkdirSync(join(dist, 'pages'), { recursive: true })
  writeFileSync(join(dist, 'pages', 'apis.html'), page)
  writeFileSync(join(dist, 'pages', 'apis.html.br'), brotliCompressSync(page))
  writeFileSync(join(dist, 'pages', 'apis.html.gz'), gzipSync(page))
  writeFileSync(join(dist, 'pages', 'index.html'), '<!DOCTYPE html><p>Home</p>')
  writeFileSync(join(dist, 'pages', '404.html'), NOT_FOUND_PAGE)
  writeFileSync(join(dist, 'pages', '404.html.br'), brotliCompressSync(NOT_FOUND_PAGE))
  writeFileSync(join(dist, 'pages', '404.html.gz'), gzipSync(NOT_FOUND_PAGE))
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true })
  writeFileSync(join(dist, 'static', 'chunks', 'a1.js'), 'console.log("a1")')
  writeFileSync(join(dist, 'static', 'chunks', 'a1.js.br'), brotliCompressSync('console.log("a1")'))
  mkdirSync(join(dist, 'static', 'page-scripts'), { recursive: true })
  writeFileSync(join(dist, 'static', 'page-scripts', 'head-0123456789ab.js'), 'console.log("head")')
  writeFileSync(join(dist, 'static', 'page-scripts', 'head-0123456789ab.js.br'), brotliCompressSync('console.log("head")'))
  process.env[PEER_TOKEN_ENV] = 'test-token'
})
afterAll(() => {
  rmSync(dist, { recursive: true, force: true })
  delete process.env[PEER_TOKEN_ENV]
})
afterEach(async () => {
  seen.length = 0
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function serve(options: Partial<RequestPathOptions> = {}): Promise<Server> {
  server = createServer(
    requestPath({
      headers: securityHeaders(),
      screen: { basePath: '/docs', isPage: (route) => ['/', '/apis', '/reference/go/topic/topic-publish'].includes(route), isRedirected: (route) => route === '/moved', routes: APP_ROUTES },
      next: (request: IncomingMessage, response) => {
        seen.push({ url: request.url ?? '', headers: { ...request.headers } })
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`framework ${request.url}`)
      },
      assets: buildAssets(dist),
      pages: prebuiltPages(dist),
      ...options,
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return server
}

function send(method: string, path: string, headers: OutgoingHttpHeaders = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server!.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    call.on('error', reject)
    call.end()
  })
}

describe('the request path', () => {
  it('puts the security headers and a request id on every answer, and keeps a proxy’s id that looks like one', async () => {
    await serve()
    for (const path of ['/docs/apis', '/docs/api/og?title=x', '/docs/%zz']) {
      const answer = await send('GET', path)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'")
      expect(answer.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect((await send('GET', '/docs/api/og', { 'x-request-id': 'proxy-id-12345' })).headers['x-request-id']).toBe('proxy-id-12345')
    expect((await send('GET', '/docs/api/og', { 'x-request-id': 'bad id <script>' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('replaces a client’s peer-address header with the socket address after this process’s token', async () => {
    await serve()
    await send('GET', '/docs/api/og?title=x', { [PEER_ADDRESS_HEADER]: 'test-token 203.0.113.9' })
    expect(seen[0].headers[PEER_ADDRESS_HEADER]).toBe('test-token 127.0.0.1')
  })

  it('answers an address that names nothing with the prebuilt 404 page, its status and the copy the client accepts', async () => {
    await serve({ notFound: prebuiltNotFound(dist) })
    const br = await send('GET', '/docs/no-such-page', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(404)
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(NOT_FOUND_PAGE)
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL)
    expect(br.headers.vary).toBe('Accept, Accept-Encoding')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    const gzip = await send('GET', '/docs/a/b/c', { 'accept-encoding': 'gzip, br;q=0' })
    expect([gzip.status, gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual([404, 'gzip', NOT_FOUND_PAGE])
    const plain = await send('GET', '/docs/no-such-page')
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([404, undefined, NOT_FOUND_PAGE])
    const head = await send('HEAD', '/docs/no-such-page', { 'accept-encoding': 'br' })
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([404, 0, String(brotliCompressSync(NOT_FOUND_PAGE).length)])
    expect(seen).toHaveLength(0)
    // Markdown readers still get the Markdown 404, and what is not a plain read still goes to the framework.
    await send('GET', '/docs/no-such-page', { accept: 'text/markdown' })
    await send('GET', '/docs/no-such-page', { rsc: '1' })
    expect(seen.map((request) => request.url)).toEqual(['/docs/api/markdown-not-found?path=%2Fdocs%2Fno-such-page', '/docs/_not-found'])
  })

  it('answers what the screen refuses itself, and sends an address that names nothing to the 404 page', async () => {
    await serve()
    expect((await send('GET', '/docs/%zz')).status).toBe(400)
    expect((await send('DELETE', '/docs/apis')).status).toBe(405)
    expect((await send('GET', `/docs/${'a'.repeat(1100)}`)).status).toBe(414)
    expect(seen).toHaveLength(0)
    await send('GET', '/docs/no-such-page')
    expect(seen.map((request) => request.url)).toEqual(['/docs/_not-found'])
  })

  it('serves a prebuilt page at its own address from its precompressed copy, with ETag and 304', async () => {
    await serve()
    const br = await send('GET', '/docs/apis', { 'accept-encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('text/html;charset=utf-8')
    expect(br.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(br.headers.vary).toMatch(/^rsc, .*, Accept, Accept-Encoding$/)
    const gz = await send('GET', '/docs/apis', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const again = await send('GET', '/docs/apis', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })
    expect(again.status).toBe(304)
    expect((await send('GET', '/docs')).body.toString()).toContain('Home')
    expect(seen).toHaveLength(0)
  })

  it('leaves to the framework a page asked for its data, with a query, or one not prebuilt', async () => {
    await serve()
    await send('GET', '/docs/apis', { rsc: '1' })
    await send('GET', '/docs/apis?lang=python')
    await send('POST', '/docs/api/feedback')
    await send('GET', '/docs/reference/go/topic/topic-publish')
    expect(seen.map((request) => request.url)).toEqual(['/docs/apis', '/docs/apis?lang=python', '/docs/api/feedback', '/docs/reference/go/topic/topic-publish'])
  })

  it('answers a page address with its Markdown when Accept prefers it, and says both answers vary by Accept', async () => {
    await serve()
    const markdown = await send('GET', '/docs/apis', { accept: 'text/markdown, text/html;q=0.9' })
    expect(markdown.body.toString()).toBe('framework /docs/apis.md')
    expect(markdown.headers.vary).toBe('Accept')
    await send('HEAD', '/docs', { accept: 'text/markdown' })
    await send('GET', '/docs/apis?x=1', { accept: 'text/markdown' })
    expect(seen.map((request) => request.url)).toEqual(['/docs/apis.md', '/docs/index.md', '/docs/apis.md'])
    const html = await send('GET', '/docs/apis', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
    expect(html.body.toString()).toContain('<p>APIs</p>')
    expect(html.headers.vary).toContain('Accept,')
    expect((await send('GET', '/docs/apis?lang=go')).headers.vary).toBe('Accept')
    // The framework's own data requests and a page's .md address are left as they are.
    seen.length = 0
    await send('GET', '/docs/apis', { rsc: '1', accept: 'text/markdown' })
    const md = await send('GET', '/docs/apis.md', { accept: 'text/markdown' })
    expect(md.headers.vary).toBeUndefined()
    expect(seen.map((request) => request.url)).toEqual(['/docs/apis', '/docs/apis.md'])
  })

  it('sends a .md address that names no page, or a missing page asked for as Markdown, to the Markdown 404', async () => {
    await serve()
    const md = await send('GET', '/docs/no-such-page.md')
    expect(md.headers.vary).toBeUndefined()
    await send('GET', '/docs/api/markdown/nothing')
    const negotiated = await send('GET', '/docs/no-such-page?x=1', { accept: 'text/markdown' })
    expect(negotiated.headers.vary).toBe('Accept')
    const html = await send('GET', '/docs/no-such-page', { accept: 'text/html' })
    expect(html.headers.vary).toBe('Accept')
    expect(seen.map((request) => request.url)).toEqual([
      '/docs/api/markdown-not-found?path=%2Fdocs%2Fno-such-page.md',
      '/docs/api/markdown-not-found?path=%2Fdocs%2Fapi%2Fmarkdown%2Fnothing',
      '/docs/api/markdown-not-found?path=%2Fdocs%2Fno-such-page',
      '/docs/_not-found',
    ])
  })

  it('serves the build’s scripts from their compressed copies for a year, and anything missing from the framework', async () => {
    await serve()
    const script = await send('GET', '/docs/_next/static/chunks/a1.js', { 'accept-encoding': 'br' })
    expect(script.headers['content-encoding']).toBe('br')
    expect(script.headers['cache-control']).toBe(ASSET_CACHE_CONTROL)
    const missing = await send('GET', '/docs/_next/static/chunks/zz.js')
    expect(missing.body.toString()).toBe('framework /docs/_next/static/chunks/zz.js')
  })

  it('serves the page scripts the build wrote among its files, and leaves other names to the framework', async () => {
    await serve()
    const head = await send('GET', '/docs/page-scripts/head-0123456789ab.js', { 'accept-encoding': 'br, gzip' })
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-type']).toMatch(/javascript/)
    expect(head.headers['cache-control']).toBe(ASSET_CACHE_CONTROL)
    expect(brotliDecompressSync(head.body).toString()).toBe('console.log("head")')
    // Another name (an older build's) goes to the route, which answers 404.
    await send('GET', '/docs/page-scripts/head-000000000000.js')
    expect(seen.at(-1)?.url).toBe('/docs/page-scripts/head-000000000000.js')
    // No way out of the folder: the request screen refuses dot-segments before any file is looked up.
    expect((await send('GET', '/docs/page-scripts/..%2Fchunks%2Fa1.js')).status).toBe(400)
  })

  it('serves everything through the framework when there is no build (development)', async () => {
    await serve({ assets: undefined, pages: undefined })
    await send('GET', '/docs/apis')
    await send('GET', '/docs/_next/static/chunks/a1.js')
    expect(seen).toHaveLength(2)
  })

  it('tells every answer to close its connection once the server is stopping', async () => {
    let draining = false
    await serve({ draining: () => draining })
    expect((await send('GET', '/docs/apis')).headers.connection).not.toBe('close')
    draining = true
    expect((await send('GET', '/docs/apis')).headers.connection).toBe('close')
  })
})
