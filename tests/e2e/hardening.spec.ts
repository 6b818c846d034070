import { existsSync, readdirSync } from 'node:fs'
import { get } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { expect, test, type APIResponse } from './fixtures'
import { distDir } from '../../src/lib/dist-dir'

const SEARCH = './api/search/1/indexes/*/queries'
const MCP = './api/mcp'

/** Every answer, errors and redirects included, carries the site's security headers. */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['x-frame-options'], label).toBe('DENY')
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'")
  expect(headers['strict-transport-security'], `${label}: HSTS belongs to the TLS edge`).toBeUndefined()
}

async function expectNotAllowed(response: APIResponse, allow: string, label: string) {
  expect(response.status(), label).toBe(405)
  expect(response.headers()['allow'], label).toBe(allow)
  expectSecurityHeaders(response, label)
}

test.describe('methods', () => {
  // TRACE never reaches Next.js's own code (its Request constructor refuses the method): the server
  // guard installed at start-up answers it.
  test('TRACE gets 405 with the Allow of each route, not a 500', async ({ request }) => {
    const cases: Array<[string, string]> = [
      ['./api/feedback', 'POST, OPTIONS'],
      ['./api/og?title=Storage', 'GET, HEAD, OPTIONS'],
      [SEARCH, 'POST, OPTIONS'],
      [MCP, 'POST, OPTIONS'],
      ['./apis.md', 'GET, HEAD'],
      ['./apis', 'GET, HEAD'],
    ]
    for (const [path, allow] of cases) await expectNotAllowed(await request.fetch(path, { method: 'TRACE' }), allow, `TRACE ${path}`)
  })

  test('route handlers answer the methods they do not serve with 405 and Allow', async ({ request }) => {
    const cases: Array<[string, string, string]> = [
      ['POST', './api/og?title=Storage', 'GET, HEAD, OPTIONS'],
      ['DELETE', './api/og', 'GET, HEAD, OPTIONS'],
      ['GET', './api/feedback', 'POST, OPTIONS'],
      ['PUT', './api/feedback', 'POST, OPTIONS'],
      ['PATCH', './api/feedback', 'POST, OPTIONS'],
      ['GET', SEARCH, 'POST, OPTIONS'],
      ['DELETE', SEARCH, 'POST, OPTIONS'],
      // Stateless MCP: no SSE stream to GET, no session to DELETE.
      ['GET', MCP, 'POST, OPTIONS'],
      ['DELETE', MCP, 'POST, OPTIONS'],
      ['PUT', MCP, 'POST, OPTIONS'],
    ]
    for (const [method, path, allow] of cases) await expectNotAllowed(await request.fetch(path, { method }), allow, `${method} ${path}`)
  })

  test('OPTIONS lists the same methods as the 405s', async ({ request }) => {
    for (const [path, allow] of [
      ['./api/feedback', 'POST, OPTIONS'],
      ['./api/og', 'GET, HEAD, OPTIONS'],
      [MCP, 'POST, OPTIONS'],
    ]) {
      const response = await request.fetch(path, { method: 'OPTIONS' })
      expect(response.status(), path).toBe(204)
      expect(response.headers()['allow'], path).toBe(allow)
    }
  })

  test('.md addresses answer GET and HEAD only', async ({ request }) => {
    for (const path of ['./apis.md', './index.md']) {
      expect((await request.get(path)).status(), `GET ${path}`).toBe(200)
      expect((await request.head(path)).status(), `HEAD ${path}`).toBe(200)
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await request.fetch(path, { method, data: 'x' })
        await expectNotAllowed(response, 'GET, HEAD', `${method} ${path}`)
        expect(await response.text(), `${method} ${path}`).not.toContain('# ')
      }
    }
  })
})

test.describe('security headers', () => {
  test('the root redirect carries them', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe('/docs')
    expectSecurityHeaders(response, 'GET /')
  })

  test('redirects Next.js makes before its header rules carry them too', async ({ request }) => {
    const response = await request.get('/docs//apis', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expectSecurityHeaders(response, 'GET /docs//apis')
  })

  test('error answers carry them', async ({ request }) => {
    expectSecurityHeaders(await request.get('./does-not-exist'), '404')
    expectSecurityHeaders(await request.get('./api/og?title=' + 'x'.repeat(300)), 'og 400')
    expectSecurityHeaders(await request.post('./api/feedback', { data: '{' }), 'feedback 400')
  })
})

test.describe('prebuilt pages served as static files', () => {
  // A query sends the same page through Next.js's own pipeline: the site's server answers a page at
  // its own address from the build's copy (sirv), which must be the very page Next.js serves, with
  // the same headers that matter, the framework's scripts cut at build time, and 304s.
  test('answer with the bytes Next.js would send, framework scripts cut at build time, compressed at build time, with 304s', async ({ request }) => {
    const direct = await request.get('./getting-started/quickstart', { headers: { 'accept-encoding': 'br' } })
    const viaNext = await request.get('./getting-started/quickstart?via=next', { headers: { 'accept-encoding': 'gzip' } })
    expect(direct.status()).toBe(200)
    expect(direct.headers()['content-encoding']).toBe('br')
    const html = await direct.text()
    expect(html).toBe(await viaNext.text())
    // The page works without the framework: neither its scripts nor the payload React hydrates from.
    expect(html).not.toMatch(/\/_next\/static\/[^"]+\.js/)
    expect(html).not.toContain('__next_f')
    // The article's own words are there, once.
    expect(html.split('fetches templates from the')).toHaveLength(2)
    for (const name of ['content-type', 'vary', 'content-security-policy', 'x-frame-options']) {
      // The page's own address also answers Markdown to a client preferring it, so its Vary names Accept besides Next.js's.
      const own = direct.headers()[name]?.replace(/\s/g, '').toLowerCase()
      expect(name === 'vary' ? own?.replace(',accept,', ',') : own, name).toBe(viaNext.headers()[name]?.replace(/\s/g, '').toLowerCase())
    }
    expect(direct.headers().vary).toMatch(/\bAccept,/)
    expect(direct.headers()['cache-control']).toContain('s-maxage=31536000')
    const again = await request.get('./getting-started/quickstart', { headers: { 'accept-encoding': 'br', 'if-none-match': direct.headers()['etag'] } })
    expect(again.status()).toBe(304)
  })

  test('answer in the build’s gzip and Brotli copies, at the strongest levels', async ({ baseURL }) => {
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        get(new URL('./apis', baseURL), { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject)
        }).on('error', reject)
      })
    const [gzip, br] = await Promise.all([raw('gzip'), raw('br')])
    const html = gunzipSync(gzip)
    expect(brotliDecompressSync(br).equals(html)).toBe(true)
    expect(gzip.length).toBeLessThanOrEqual(gzipSync(html, { level: 9 }).length)
    expect(br.length).toBeLessThan(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length)
  })

  test('serve the prebuilt 404 page for an unknown address', async ({ request }) => {
    const response = await request.get('./no/such/page')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('<title>')
    expectSecurityHeaders(response, 'the 404 page')
  })
})

/** Sends one request exactly as written (targets a client library would never send) and returns the status line and headers. */
function rawRequest(origin: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`))
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0]))
    socket.on('error', reject)
  })
}

test.describe('methods no route knows', () => {
  // TRACK and FOO stop in Node's parser (client-errors.ts); PROPFIND and QUERY reach the request screen.
  test('get 501 Not Implemented, not 400 or 405, with the site headers and no Allow', async ({ baseURL }) => {
    for (const method of ['TRACK', 'FOO', 'PROPFIND', 'QUERY']) {
      for (const path of ['/docs/apis', '/docs/api/mcp']) {
        const head = await rawRequest(baseURL!, `${method} ${path} HTTP/1.1`)
        expect(head.split('\r\n')[0], `${method} ${path}`).toMatch(/^HTTP\/1\.1 501 /)
        expect(head.toLowerCase(), `${method} ${path}`).toContain('x-content-type-options: nosniff')
        expect(head.toLowerCase(), `${method} ${path}`).not.toContain('\r\nallow:')
      }
    }
  })
})

test.describe('request targets that are not a path', () => {
  test('absolute-form answers 400 and never redirects to the host it names; asterisk-form answers 400, not 500', async ({ baseURL }) => {
    for (const line of ['GET http://evil.example/docs/apis HTTP/1.1', 'GET http://evil.example/ HTTP/1.1', 'POST http://evil.example/docs/api/feedback HTTP/1.1', 'GET * HTTP/1.1', 'OPTIONS * HTTP/1.1']) {
      const head = await rawRequest(baseURL!, line)
      expect(head.split('\r\n')[0], line).toMatch(/^HTTP\/1\.1 400 /)
      expect(head.toLowerCase(), line).not.toContain('location:')
      expect(head.toLowerCase(), line).toContain('x-content-type-options: nosniff')
    }
  })
})

/** Every file under a folder, relative to it ([] when it does not exist). */
function filesBelow(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []
}

test.describe('addresses a client makes up', () => {
  test('are refused or redirected before anything is rendered, and leave nothing on disk', async ({ request, baseURL }) => {
    const server = join(distDir(), 'standalone', distDir(), 'server')
    const unique = `made-up-${Date.now().toString(36)}`
    const cases: Array<[string, number]> = [
      [`./reference/python/api/api-route-post%2F`, 308],
      [`./reference/nodejs/secrets/secret%2emd`, 308],
      [`./api/markdown/${unique}`, 404],
      [`./api/markdown/%25`, 404],
      [`./api/og/${unique}`, 404],
      [`./${unique}/${'x'.repeat(5000)}`, 414],
    ]
    for (const [path, status] of cases) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      if (status === 308) expect(response.headers()['location'], path).toMatch(/^\/docs\/reference\/[a-z/-]+(\.md)?$/)
    }
    // URL parsers resolve dot-segments before sending: send these as written.
    for (const target of [`/docs/_next/../${unique}`, `/docs/_next/%2e%2e/${unique}`]) {
      expect((await rawRequest(baseURL!, `GET ${target} HTTP/1.1`)).split('\r\n')[0], target).toMatch(/^HTTP\/1\.1 400 /)
    }
    const kept = filesBelow(server).filter((file) => file.includes(unique) || file.includes('%2F') || file.includes('secret.md'))
    expect(kept).toEqual([])
  })
})

test.describe('the MCP endpoint', () => {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }
  const toolCall = (name: string, args: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } })

  /** A 4xx with a JSON-RPC error, or a 200 whose tool result is an error: never a 5xx, never a crash. */
  async function expectRefused(response: APIResponse, label: string) {
    expect(response.status(), label).toBeLessThan(500)
    expectSecurityHeaders(response, label)
    const body = (await response.json()) as { error?: { code: number; message: string }; result?: { isError?: boolean } }
    if (body.error) expect(body.error.message, label).toBeTruthy()
    else expect(body.result?.isError, label).toBe(true)
  }

  test('refuses hostile input with 4xx or a JSON-RPC error, never a 5xx', async ({ request }) => {
    const cases: Array<[string, string | Buffer, Record<string, string>?]> = [
      ['oversized body', toolCall('search_docs', { query: 'x'.repeat(200_000) })],
      ['oversized body that is not JSON', Buffer.alloc(100_000, 'a')],
      ['malformed JSON', '{"jsonrpc":"2.0","id":1,"method":'],
      ['not JSON-RPC', '{"hello":"world"}'],
      ['a batch too large', JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' })))],
      ['an unknown method', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/delete', params: {} })],
      ['an unknown tool', toolCall('drop_tables', {})],
      ['huge arguments', toolCall('get_symbol', { sdk: 'nodejs', name: 'x'.repeat(20_000) })],
      ['too many arguments', toolCall('search_docs', { query: 'x', extra: Array.from({ length: 100 }, (_, i) => i) })],
      ['arguments of the wrong type', toolCall('get_page', { path: { $gt: '' } })],
      ['no arguments at all', toolCall('get_symbol', null)],
      ['a prototype key', toolCall('get_symbol', JSON.parse('{"__proto__": {"x": 1}, "sdk": "nodejs", "name": "constructor"}'))],
      ['a path outside the site', toolCall('get_page', { path: '../../../etc/passwd' })],
      ['wrong content type', toolCall('list_sdks', {}), { ...headers, 'content-type': 'text/plain' }],
      ['no event-stream in Accept', toolCall('list_sdks', {}), { ...headers, accept: 'application/json' }],
    ]
    for (const [label, data, sent] of cases) await expectRefused(await request.post(MCP, { data, headers: sent ?? headers }), label)
  })
})

test.describe('the search-signals endpoint', () => {
  const ENDPOINT = './api/search-events'
  const search = { query: 'hardening probe', hits: 0, path: '/docs/apis', chosen: null }

  test('answers hostile input with a short 4xx, never a 5xx', async ({ request }) => {
    const cases: Array<[string, Parameters<typeof request.fetch>[1], number]> = [
      ['not JSON', { method: 'POST', headers: { 'content-type': 'text/plain' }, data: '{"searches":[' }, 400],
      ['JSON nested 100 000 deep', { method: 'POST', headers: { 'content-type': 'application/json' }, data: '['.repeat(100_000) }, 413],
      ['a body of 1 MB', { method: 'POST', headers: { 'content-type': 'application/json' }, data: JSON.stringify({ searches: [{ ...search, query: 'x'.repeat(1 << 20) }] }) }, 413],
      ['a form', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'query=x' }, 415],
      ['eleven searches', { method: 'POST', headers: { 'content-type': 'application/json' }, data: JSON.stringify({ searches: Array.from({ length: 11 }, () => search) }) }, 400],
      ['a page that does not exist', { method: 'POST', headers: { 'content-type': 'application/json' }, data: JSON.stringify({ searches: [{ ...search, path: '/docs/../../etc/passwd' }] }) }, 400],
      ['markup in the chosen address', { method: 'POST', headers: { 'content-type': 'application/json' }, data: JSON.stringify({ searches: [{ ...search, hits: 1, chosen: { position: 1, url: '/docs/apis#"><script>alert(1)</script>' } }] }) }, 400],
      ['a hit count as text', { method: 'POST', headers: { 'content-type': 'application/json' }, data: JSON.stringify({ searches: [{ ...search, hits: '1e9' }] }) }, 400],
      ['a prototype key', { method: 'POST', headers: { 'content-type': 'application/json' }, data: '{"__proto__":{"searches":[]},"searches":[]}' }, 400],
      ['a lone surrogate', { method: 'POST', headers: { 'content-type': 'application/json' }, data: '{"searches":[{"query":"\\ud800","hits":0,"path":"/docs/apis"}]}' }, 400],
      ['another site', { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, data: JSON.stringify({ searches: [search] }) }, 403],
      ['GET', { method: 'GET' }, 405],
      ['DELETE', { method: 'DELETE' }, 405],
    ]
    for (const [label, options, status] of cases) {
      const response = await request.fetch(ENDPOINT, options)
      expect(response.status(), label).toBe(status)
      expect((await response.body()).length, `${label}: a bounded answer`).toBeLessThan(2048)
      expectSecurityHeaders(response, label)
    }
    expect((await request.fetch(ENDPOINT, { method: 'TRACE' })).headers()['allow']).toBe('POST, OPTIONS')
    const options = await request.fetch(ENDPOINT, { method: 'OPTIONS' })
    expect(options.status()).toBe(204)
    expect(options.headers()['allow']).toBe('POST, OPTIONS')
  })

  test('counts a valid report and keeps nothing of a query that looks like personal data', async ({ request }) => {
    const response = await request.post(ENDPOINT, {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ searches: [search, { ...search, query: 'jane.doe@example.com' }] }),
    })
    expect(response.status()).toBe(202)
    expect(await response.json()).toEqual({ ok: true, counted: 1, dropped: 1 })
    expect(response.headers()['cache-control']).toBe('no-store')
  })
})
