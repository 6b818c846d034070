import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { SearchEngine } from './engine'
import { handleSearchRequest } from './handler'

export interface RunningSearchServer {
  /** e.g. `http://127.0.0.1:41234`; the search API lives under `/docs/api/search` there. */
  origin: string
  port: number
  close(): Promise<void>
}

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD'
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers,
    body: hasBody ? (Readable.toWeb(message) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch Request needs this to accept a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
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
    handleSearchRequest(toRequest(req, origin), engine)
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
