import { NextResponse, type NextRequest } from 'next/server'
import { routeFromMarkdownSlug } from '@/lib/markdown/links'
import { knownRoutes, NON_PAGE_ROUTES } from '@/lib/content/routes'
import { refuseMethod } from '@/lib/http/methods'

/** No address of this site takes more query parameters; Next.js's own query handling grows faster than linearly with them. */
const MAX_QUERY_PARAMETERS = 32
const MAX_QUERY_LENGTH = 8192

/** Error answers are about this request only: nothing may cache them. */
const PLAIN_ERROR = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/** Paths below the base that are not pages: framework files, API routes, the site icon. */
const PASS_THROUGH = /^\/(?:_next\/|_not-found$|api\/|icon\.svg$|favicon\.ico$)/

/**
 * Before routing: a path that names no page is answered 404 here, with the site's 404 page, so no
 * address a client makes up is ever rendered and cached as a page (SDK reference pages are rendered
 * on their first request). A path whose percent-encoding is malformed is a 400, for every route
 * (the framework would answer 500 when it decodes it).
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  const refused = refuseMethod(request.method, path)
  if (refused) return refused
  const query = request.nextUrl.search
  if (query.length > MAX_QUERY_LENGTH || query.split('&').length > MAX_QUERY_PARAMETERS) {
    return new NextResponse(`Bad request: at most ${MAX_QUERY_PARAMETERS} query parameters and ${MAX_QUERY_LENGTH} characters of query\n`, { status: 400, headers: PLAIN_ERROR })
  }
  let route: string
  try {
    route = decodeURIComponent(path)
  } catch {
    return new NextResponse('Bad request: malformed percent-encoding in the path\n', { status: 400, headers: PLAIN_ERROR })
  }
  if (PASS_THROUGH.test(path) || NON_PAGE_ROUTES.includes(path)) return NextResponse.next()
  if (route.endsWith('.md')) route = routeFromMarkdownSlug(route.slice(1, -3).split('/'))
  route = route.length > 1 ? route.replace(/\/+$/, '') : route
  if (knownRoutes().has(route || '/')) return NextResponse.next()
  return NextResponse.rewrite(new URL(`${request.nextUrl.basePath}/_not-found`, request.url), { status: 404 })
}

export const config = {
  // Static files and images never reach the proxy.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
