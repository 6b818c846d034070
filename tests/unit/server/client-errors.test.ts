import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { securityHeaders } from '@/lib/security-headers'
import { answerClientErrors } from '@/server/client-errors'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function site(): Promise<number> {
  // Like a route handler that takes a body: it answers once the whole body has come.
  server = createServer({ headersTimeout: 500, requestTimeout: 800, connectionsCheckingInterval: 100 }, (request, response) => {
    request.resume()
    request.on('end', () => response.end('ok'))
  })
  answerClientErrors(server, securityHeaders())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Sends raw bytes and returns everything the server writes before it closes the connection. */
function raw(port: number, text: string, keepOpen = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    if (!keepOpen) socket.setTimeout(3000, () => socket.destroy())
  })
}

describe('what Node.js refuses before the request path, answered with the site’s headers', () => {
  it('a malformed request: 400', async () => {
    const answer = await raw(await site(), 'GET /docs HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('X-Content-Type-Options: nosniff')
    expect(answer).toContain('Content-Security-Policy: ')
  })

  it('a well-formed method the parser does not know (TRACK, FOO, get): 501 Not Implemented', async () => {
    const port = await site()
    for (const method of ['TRACK', 'FOO', 'get']) {
      const answer = await raw(port, `${method} /docs HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(answer, method).toMatch(/^HTTP\/1\.1 501 Not Implemented\r\n/)
      expect(answer, method).toContain('X-Content-Type-Options: nosniff')
    }
  })

  it('bytes that are no request line at all stay a 400, not a 501', async () => {
    const answer = await raw(await site(), '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 hello\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
  })

  it('more than 16 KB of headers: 431', async () => {
    const answer = await raw(await site(), `GET /docs HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain('X-Frame-Options: DENY')
  })

  it('an Expect the server does not understand: 417', async () => {
    const answer = await raw(await site(), 'GET /docs HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 417 /)
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
  })

  it('headers that never finish: 408 within the headers timeout', async () => {
    const started = Date.now()
    const answer = await raw(await site(), 'GET /docs HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', true)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain('X-Content-Type-Options: nosniff')
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('a body that never finishes: 408 within the request timeout', async () => {
    const started = Date.now()
    const answer = await raw(await site(), 'POST /docs/api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"url":', true)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain('X-Content-Type-Options: nosniff')
    expect(Date.now() - started).toBeLessThan(2500)
  })
})
