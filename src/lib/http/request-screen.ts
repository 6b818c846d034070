import { SKILL_PATH } from '../markdown/agent-paths'
import { MARKDOWN_API_PATH } from '../markdown/api-path'
import { markdownRoute, routeFromMarkdownSlug } from '../markdown/links'
import { belowBasePath } from '../site-href'
import { servingRoute, type AppRoute } from './app-routes'
import { allowedMethods, KNOWN_METHODS, methodNotAllowedParts, notImplementedParts } from './methods'
import { PLAIN_ERROR_HEADERS } from './plain-error'

/** No address of this site takes more query parameters; Next.js's own query handling grows faster than linearly with them. */
export const MAX_QUERY_PARAMETERS = 32
export const MAX_QUERY_LENGTH = 8192
/** No address of this site is longer; a longer path is refused before anything looks it up on disk. */
export const MAX_PATH_LENGTH = 1024

/**
 * Methods the web Request constructor refuses ("'TRACE' HTTP method is unsupported"). Next.js turns
 * every request into a Request before any app code runs, so these would end in a 500. In practice
 * only TRACE arrives: Node's parser answers TRACK with 400 itself, and CONNECT never reaches a
 * 'request' listener.
 */
export const UNREPRESENTABLE_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK'])


/** The framework's own paths below the base (scripts, styles, the 404 page); `src/app` defines every other. */
const FRAMEWORK = /^\/(?:_next\/|_not-found$)/

export interface ScreenOptions {
  basePath: string
  /** Whether a route (`/apis`, `/` for the home page) is a page of the site. */
  isPage: (route: string) => boolean
  /** Whether the framework redirects this route somewhere (it must reach the framework). */
  isRedirected: (route: string) => boolean
  /**
   * What `src/app` serves (APP_ROUTES, generated from it): the file and API routes, with their
   * methods. Pages are `isPage`'s to name.
   */
  routes: readonly AppRoute[]
}

export type Screened =
  /** Answer at once: 400, 405, 414, 501 or a 308. */
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  /** A page of the site (or its Markdown); `canonical` when the path is exactly the HTML page's own address (no query, no trailing slash, no escapes). */
  | { kind: 'page'; route: string; markdown: boolean; canonical: boolean }
  /** Names nothing: answer with the site's 404 page, or with the Markdown 404 for a Markdown address (`.md`). */
  | { kind: 'not-found'; markdown?: true }
  /** Not ours to judge: the framework routes it (file and API routes of `src/app`, framework files, redirects, paths outside the base). */
  | { kind: 'pass' }

/**
 * What to do with a request before the framework sees it. Pure: the method and the raw request
 * target in, a verdict out. Malformed percent-encoding is a 400 for every route (the framework
 * would answer 500 when it decodes it); a path that names no page and no route of `src/app` is a 404
 * here (the site's 404 page), so no address a client makes up reaches the framework's routing or
 * rendering, an unknown `/api/…` address included.
 */
export function screenRequest(method: string, target: string, options: ScreenOptions): Screened {
  // Only origin-form targets (`/path?query`) name an address here. The asterisk form (`OPTIONS *`)
  // would reach the framework as an invalid URL (a 500), and the absolute form
  // (`GET http://host/path`), meant for proxies, would have the framework build its redirects on
  // the client's host: a redirect off the site.
  if (!target.startsWith('/')) return badRequest(target === '*' ? 'the asterisk-form request target (*) is not served' : 'send the path (/docs/...) as the request target, not an absolute URL')
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt)
  const { basePath } = options
  const underBase = belowBasePath(path, basePath)
  const inside = underBase !== undefined
  const below = underBase ?? path

  // A method HTTP does not define is one no route knows: 501 wherever it is sent (RFC 9110 section 15.6.2).
  if (!KNOWN_METHODS.has(method)) return { kind: 'answer', ...notImplementedParts(method) }
  const allowed = allowedMethods(below, options.routes)
  if (UNREPRESENTABLE_METHODS.has(method) || (inside && !allowed.includes(method))) {
    return { kind: 'answer', ...methodNotAllowedParts(method, allowed) }
  }
  // Next.js answers `//` and `\\` in a path with a 308 to the cleaned address.
  if (!inside || path.includes('//') || path.includes('\\')) return { kind: 'pass' }
  if (path.length > MAX_PATH_LENGTH) {
    return { kind: 'answer', status: 414, headers: PLAIN_ERROR_HEADERS, body: `URI too long: at most ${MAX_PATH_LENGTH} characters of path\n` }
  }
  if (query.length > MAX_QUERY_LENGTH || query.split('&').length > MAX_QUERY_PARAMETERS) {
    return badRequest(`at most ${MAX_QUERY_PARAMETERS} query parameters and ${MAX_QUERY_LENGTH} characters of query`)
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(below)
  } catch {
    return badRequest('malformed percent-encoding in the path')
  }
  // Browsers remove `.` and `..` segments before they send an address; the framework would resolve
  // them and render whatever they land on (`/_next/../x` becomes a page request for `/x`).
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return badRequest('dot-segments (. or ..) in the path')
  // The `.md` handler's own address names a page's Markdown like `{page}.md` does, and nothing else.
  if (below.startsWith(`${MARKDOWN_API_PATH}/`)) {
    const route = routeFromMarkdownSlug(decoded.slice(MARKDOWN_API_PATH.length + 1).split('/'))
    return options.isPage(route) && decoded === below ? { kind: 'pass' } : { kind: 'not-found', markdown: true }
  }
  if (FRAMEWORK.test(below) || servingRoute(options.routes, below)) return { kind: 'pass' }

  // The skill file is a Markdown address that names no page: the Markdown route answers it.
  if (decoded === below && below === SKILL_PATH) return { kind: 'pass' }
  const markdown = decoded.endsWith('.md')
  let route = markdown ? routeFromMarkdownSlug(decoded.slice(1, -3).split('/')) : decoded
  route = route.length > 1 ? route.replace(/\/+$/, '') : route
  route ||= '/'
  if (options.isPage(route)) {
    // Pages have plain addresses: one written with escapes (`%61pis`, `secret%2emd`, a trailing
    // `%2F`) is sent to the page's own address rather than rendered, and kept, under another name.
    if (decoded !== below) return pageRedirect(basePath, markdown ? markdownRoute(route) : route, query)
    // `/docs` is the home page's own address; the framework redirects `/docs/` and `/apis/` to it.
    const own = route === '/' ? path === basePath : below === route
    return { kind: 'page', route, markdown, canonical: !markdown && query === '' && own }
  }
  if (options.isRedirected(route)) return { kind: 'pass' }
  return markdown ? { kind: 'not-found', markdown: true } : { kind: 'not-found' }
}

/** A permanent redirect to a page's own address on this site; the query goes along when it is plain ASCII. */
function pageRedirect(basePath: string, route: string, query: string): Screened {
  const location = `${basePath}${route === '/' ? '' : route}${/^[\x21-\x7e]*$/.test(query) ? query : ''}`
  return { kind: 'answer', status: 308, headers: { ...PLAIN_ERROR_HEADERS, location }, body: `Moved to ${location}\n` }
}

function badRequest(reason: string): Screened {
  return { kind: 'answer', status: 400, headers: PLAIN_ERROR_HEADERS, body: `Bad request: ${reason}\n` }
}
