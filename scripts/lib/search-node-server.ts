import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SearchEngine } from '../../src/lib/search/engine'
import { handleSearchRequest } from '../../src/lib/search/handler'
import { MAX_BODY_BYTES } from '../../src/lib/search/limits'

export interface RunningSearchServer {
  /** e.g. `http://127.0.0.1:41234`; the search API lives under `/docs/api/search` there. */
  origin: string
  port: number
  close(): Promise<void>
}

/** Buffers the body (the handler reads at most 64 KB of it anyway) and builds a web Request. */
async function toRequest(message: IncomingMessage, origin: string, limit: number): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const url = new URL(message.url ?? '/', origin)
  if (message.method === 'GET' || message.method === 'HEAD') return new Request(url, { method: message.method, headers })
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of message as AsyncIterable<Buffer>) {
    chunks.push(chunk)
    size += chunk.length
    // Past the limit the handler answers 413 whatever follows: stop reading.
    if (size > limit) break
  }
  return new Request(url, { method: message.method, headers, body: Buffer.concat(chunks) })
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Serves `handleSearchRequest` over plain node:http on loopback, outside Next: what the tests point
 * the official Algolia client at and what the benchmark loads.
 */
export function startSearchServer(engine: SearchEngine, options: { port?: number; host?: string } = {}): Promise<RunningSearchServer> {
  const host = options.host ?? '127.0.0.1'
  let origin = ''
  const server = createServer((req, res) => {
    toRequest(req, origin, MAX_BODY_BYTES)
      .then((request) => handleSearchRequest(request, engine))
      .then((response) => send(response, res))
      .catch(() => {
        res.statusCode = 500
        res.end()
      })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo
      origin = `http://${host}:${port}`
      resolve({
        origin,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections()
            server.close((error) => (error ? fail(error) : done()))
          }),
      })
    })
  })
}
