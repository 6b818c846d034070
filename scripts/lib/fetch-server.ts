import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

type FetchHandler = (request: Request) => Promise<Response>

/** Serves a web-standard handler over node:http (tests and benchmarks; Next.js does this itself). */
export function createFetchServer(handle: FetchHandler): Server {
  return createServer((req, res) => {
    handle(toRequest(req))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
  })
}

/** Starts listening on an ephemeral loopback port and returns the server and its base URL. */
export async function listenOnLoopback(server: Server): Promise<{ server: Server; origin: string }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return { server, origin: `http://127.0.0.1:${port}` }
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(body)
}
