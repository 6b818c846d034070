import { servingRoute, type AppRoute } from './app-routes'
import { APP_ROUTES } from './app-routes.generated'
import { PLAIN_ERROR_HEADERS } from './plain-error'

/**
 * Which HTTP methods each address answers. The server's front door (request-screen.ts) reads them
 * from the table generated from `src/app` (app-routes.generated.ts): a route handler's methods are
 * the HTTP methods its module exports, less those marked with `refusal` below. The constants here
 * are what the handlers announce in their own 405 and OPTIONS answers; the generator checks that they
 * agree with the exports. Paths are below the base path (`/api/og`, not `/docs/api/og`).
 */

export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD']
export const READ_API_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS']
export const FEEDBACK_METHODS: readonly string[] = ['POST', 'OPTIONS']
export const SEARCH_METHODS: readonly string[] = ['POST', 'OPTIONS']
/** The MCP endpoint is stateless: no SSE stream to GET, no session to DELETE. */
export const MCP_METHODS: readonly string[] = ['POST', 'OPTIONS']
export const SEARCH_SIGNALS_METHODS: readonly string[] = ['POST', 'OPTIONS']

/**
 * The methods HTTP itself defines (RFC 9110 section 9, and PATCH from RFC 5789): an address that does
 * not serve one of these answers 405 with Allow. Any other method (`TRACK`, `PROPFIND`, `FOO`) is one
 * no route of the site knows, and gets 501 Not Implemented (RFC 9110 section 15.6.2).
 */
export const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH'])

/** The characters a method token may hold (RFC 9110 section 5.6.2). */
const TOKEN_CHARS = "A-Za-z0-9!#$%&'*+.^_`|~-"
export const METHOD_TOKEN = new RegExp(`^[${TOKEN_CHARS}]+$`)
const NOT_TOKEN_CHAR = new RegExp(`[^${TOKEN_CHARS}]`, 'g')

/** Status, headers and body of a 501 for a method no route of the site knows. */
export function notImplementedParts(method: string) {
  return {
    status: 501,
    headers: { ...PLAIN_ERROR_HEADERS },
    body: `Method ${method.replace(NOT_TOKEN_CHAR, '').slice(0, 32)} not implemented: this site serves ${[...KNOWN_METHODS].filter((m) => m !== 'CONNECT' && m !== 'TRACE').join(', ')} where its addresses allow them\n`,
  }
}

/**
 * The methods an address answers: those of the file or API route that serves it, else a page's
 * (pages, their `.md`, addresses that name nothing: all read-only).
 */
export function allowedMethods(path: string, routes: readonly AppRoute[] = APP_ROUTES): readonly string[] {
  return servingRoute(routes, path)?.methods ?? PAGE_METHODS
}

const REFUSAL = Symbol.for('nitric-docs.method-refusal')

/**
 * Marks a route handler export that only answers 405 (Next.js's own 405 for an unexported method
 * has no Allow header, so routes export one for every method they refuse). The route table's
 * generator leaves marked exports out of the route's methods and checks that `allowed`, what the
 * 405 announces, is what the route serves. Returns the handler itself.
 */
export function refusal<H extends (...args: never[]) => unknown>(allowed: readonly string[], handler: H): H {
  Object.defineProperty(handler, REFUSAL, { value: allowed })
  return handler
}

/** The methods a refusal announces in Allow; undefined for an export that serves its method. */
export function refusalAllows(handler: unknown): readonly string[] | undefined {
  return typeof handler === 'function' ? (handler as unknown as Record<symbol, readonly string[] | undefined>)[REFUSAL] : undefined
}

export function allowHeader(methods: readonly string[]): string {
  return methods.join(', ')
}

/** Status, headers and body of a 405, for a web Response or a Node response alike. */
export function methodNotAllowedParts(method: string, allowed: readonly string[]) {
  return {
    status: 405,
    headers: { allow: allowHeader(allowed), ...PLAIN_ERROR_HEADERS },
    // The method comes from the client: keep only what a method token may hold, and not much of it.
    body: `Method ${method.replace(NOT_TOKEN_CHAR, '').slice(0, 32)} not allowed; use ${allowed.join(', ')}\n`,
  }
}

export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  const { status, headers, body } = methodNotAllowedParts(method, allowed)
  return new Response(body, { status, headers })
}

/** The answer to OPTIONS: no body, the methods in Allow. */
export function optionsResponse(allowed: readonly string[]): Response {
  return new Response(null, { status: 204, headers: { allow: allowHeader(allowed), 'cache-control': 'no-store' } })
}

type RouteHandler = (request: Request) => Response | Promise<Response>

/**
 * Every method export of a read-only API route (GET, HEAD, OPTIONS): `get` answers GET and HEAD,
 * OPTIONS lists the methods, and every other method Next.js routes gets a 405 with Allow (Next.js's
 * own 405 for an unexported method has none).
 */
export function readOnlyRoute(get: RouteHandler) {
  const notAllowed = refusal(READ_API_METHODS, (request: Request) => methodNotAllowed(request.method, READ_API_METHODS))
  return { GET: get, HEAD: get, OPTIONS: () => optionsResponse(READ_API_METHODS), POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed }
}

/**
 * Every method export of a POST API route whose handler answers all methods itself (POST, OPTIONS,
 * and a 405 with Allow for the rest, as search and MCP do): the refusals are marked so the route table
 * lists only `allowed`.
 */
export function postRoute(allowed: readonly string[], handle: RouteHandler) {
  const refuse = refusal(allowed, (request: Request) => handle(request))
  return { POST: handle, OPTIONS: handle, GET: refuse, HEAD: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}

/**
 * Every method export of a POST API route with one handler per answer (feedback, search signals):
 * `post` answers POST, `options` OPTIONS, and `refuse`, a `refusal` whose 405 carries Allow, every
 * other method Next.js routes.
 */
export function postOptionsRoute(post: RouteHandler, options: RouteHandler, refuse: RouteHandler) {
  return { POST: post, OPTIONS: options, GET: refuse, HEAD: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
