/**
 * Which HTTP methods each address answers, in one place: the route handlers' 405 and OPTIONS
 * answers and the server's front door (request-screen.ts) read it here. Paths are below the
 * base path (`/api/og`, not `/docs/api/og`).
 */

export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD']
export const READ_API_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS']
export const FEEDBACK_METHODS: readonly string[] = ['POST', 'OPTIONS']
export const SEARCH_METHODS: readonly string[] = ['POST', 'OPTIONS']

const EXACT = new Map<string, readonly string[]>([
  ['/api/og', READ_API_METHODS],
  ['/api/closest-page', READ_API_METHODS],
  ['/api/health', READ_API_METHODS],
  ['/api/health/ready', READ_API_METHODS],
  ['/api/feedback', FEEDBACK_METHODS],
])

/** The methods an address answers. Everything that is not an API (pages, `.md`, feeds, 404s) is read-only. */
export function allowedMethods(path: string): readonly string[] {
  const exact = EXACT.get(path.length > 1 ? path.replace(/\/+$/, '') : path)
  if (exact) return exact
  if (path.startsWith('/api/search/')) return SEARCH_METHODS
  return PAGE_METHODS
}

export function allowHeader(methods: readonly string[]): string {
  return methods.join(', ')
}

/** Status, headers and body of a 405, for a web Response or a Node response alike. */
export function methodNotAllowedParts(method: string, allowed: readonly string[]) {
  return {
    status: 405,
    headers: { allow: allowHeader(allowed), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    // The method comes from the client: keep only what a method token may hold, and not much of it.
    body: `Method ${method.replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]/g, '').slice(0, 32)} not allowed; use ${allowed.join(', ')}\n`,
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
  const notAllowed = (request: Request) => methodNotAllowed(request.method, READ_API_METHODS)
  return { GET: get, HEAD: get, OPTIONS: () => optionsResponse(READ_API_METHODS), POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed }
}
