import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { allowedMethods, methodNotAllowedParts } from './methods'

/**
 * Methods the web Request constructor refuses ("'TRACE' HTTP method is unsupported"). Next.js turns
 * every request into a Request before the proxy or a route handler runs, so these end in a 500
 * there, out of reach of any app code. In practice only TRACE arrives: Node's parser answers TRACK
 * with 400 itself, and CONNECT never reaches a 'request' listener.
 */
export const UNREPRESENTABLE_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK'])

export interface ServerGuardOptions {
  basePath: string
  /** Set on every response first; next.config.ts `headers()` replaces them where its rules match. */
  headers: Array<{ key: string; value: string }>
}

/**
 * Runs before Next.js sees a request: sets the security headers, so answers Next.js makes before
 * its header rules (the 308 for '//' or '\' in a path) carry them too, and answers the
 * unrepresentable methods with a 405. `target` is the object whose `emit` delivers requests:
 * `http.Server.prototype` in the running server (from instrumentation.ts, at start-up), or one
 * server in a test. Returns a function that undoes it.
 */
export function installServerGuard(target: Pick<Server, 'emit'>, { basePath, headers }: ServerGuardOptions): () => void {
  const emit = target.emit
  function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      for (const { key, value } of headers) response.setHeader(key, value)
      if (UNREPRESENTABLE_METHODS.has(request.method ?? '')) {
        refuse(request, response, basePath)
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  }
  target.emit = guardedEmit as Server['emit']
  return () => {
    target.emit = emit
  }
}

function refuse(request: IncomingMessage, response: ServerResponse, basePath: string): void {
  const path = (request.url ?? '/').split('?')[0]
  const below = path === basePath || path.startsWith(`${basePath}/`) ? path.slice(basePath.length) || '/' : path
  const { status, headers, body } = methodNotAllowedParts(request.method ?? '', allowedMethods(below))
  response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}
