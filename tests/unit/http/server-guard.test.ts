import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { installServerGuard } from '@/lib/http/server-guard'
import { securityHeaders } from '@/lib/security-headers'

/** Stands in for Next.js: it makes a web Request of every request first, as next start does. */
function frameworkLike(): Server {
  return createServer((req, res) => {
    try {
      new Request(`http://localhost${req.url}`, { method: req.method })
    } catch {
      res.writeHead(500).end('Internal Server Error')
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('framework')
  })
}

// fetch() refuses TRACE too, so ask with node:http.
function send(server: Server, method: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
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

const options = { basePath: '/docs', headers: securityHeaders() }

describe('the server guard', () => {
  it('is needed: without it TRACE never reaches app code and ends in a 500', async () => {
    const server = await listening(frameworkLike())
    expect((await send(server, 'TRACE', '/docs/apis.md')).status).toBe(500)
  })

  it('answers TRACE with 405 and the Allow of the address', async () => {
    const server = await listening(frameworkLike())
    installServerGuard(server, options)
    const cases: Array<[string, string, string]> = [
      ['TRACE', '/docs/apis.md', 'GET, HEAD'],
      ['TRACE', '/docs', 'GET, HEAD'],
      ['TRACE', '/docs/api/feedback', 'POST, OPTIONS'],
      ['TRACE', '/docs/api/og?title=x', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/docs/api/search/1/indexes/*/queries', 'POST, OPTIONS'],
      ['TRACE', '/', 'GET, HEAD'],
    ]
    for (const [method, path, allow] of cases) {
      const answer = await send(server, method, path)
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.body).toBe(`Method ${method} not allowed; use ${allow}\n`)
    }
  })

  it('passes every other method on, with the security headers already set', async () => {
    const server = await listening(frameworkLike())
    installServerGuard(server, options)
    for (const method of ['GET', 'POST', 'PROPFIND']) {
      const answer = await send(server, method, '/docs/apis')
      expect(answer.status, method).toBe(200)
      expect(answer.body).toBe('framework')
      expect(answer.headers['x-frame-options']).toBe('DENY')
    }
  })

  it('can be undone', async () => {
    const server = await listening(frameworkLike())
    const undo = installServerGuard(server, options)
    undo()
    expect((await send(server, 'TRACE', '/docs/apis')).status).toBe(500)
  })
})
