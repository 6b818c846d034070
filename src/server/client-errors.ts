import type { Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { METHOD_TOKEN } from '../lib/http/methods'
import { PLAIN_ERROR_HEADERS } from '../lib/http/plain-error'

/**
 * Requests Node.js refuses before any request listener runs: a malformed request line or length
 * (400), a method Node's parser does not know (`TRACK`, `FOO`, `get`: 501 Not Implemented, as
 * request-screen.ts answers the methods the parser lets through), more than 16 KB of headers (431), a request too slow to arrive (408), and an `Expect` other
 * than 100-continue (417). Node.js answers those itself without the site's headers; these listeners,
 * documented for the purpose, answer them with the headers and a short text.
 */
export function answerClientErrors(server: Server, headers: ReadonlyArray<{ key: string; value: string }>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : unknownMethod(error) ? 501 : 400
    socket.end(rawAnswer(status, headers))
  })
  server.on('checkExpectation', (_request, response) => {
    for (const { key, value } of headers) response.setHeader(key, value)
    const body = 'Expectation failed: only Expect: 100-continue is understood\n'
    response.writeHead(417, { ...PLAIN_ERROR_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' })
    response.end(body)
  })
}

/**
 * Whether the parser stopped at a well-formed method it does not know, rather than at bytes that are
 * no request line at all (a TLS handshake sent to the plain port stays a 400).
 */
function unknownMethod(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): boolean {
  if (error.code !== 'HPE_INVALID_METHOD' || !error.rawPacket) return false
  const line = error.rawPacket.subarray(0, 256).toString('latin1').split('\r\n')[0]
  const [method, target, version] = line.split(' ')
  return METHOD_TOKEN.test(method ?? '') && target !== undefined && /^HTTP\/\d\.\d$/.test(version ?? '')
}

/** A whole HTTP/1.1 answer as text, for a socket no response object was made for. */
export function rawAnswer(status: number, headers: ReadonlyArray<{ key: string; value: string }>): string {
  const body = `${STATUS_CODES[status]}\n`
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...[...headers.map(({ key, value }) => [key, value]), ...Object.entries(PLAIN_ERROR_HEADERS)].map(([key, value]) => `${key}: ${value}`),
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}
