import { closestRoute, CLOSEST_PATH_MAX } from '../closest-route'
import { requestLogContext, serverLogger, type ServerLogger } from '../log/json-logger'
import { belowBasePath, withBasePath } from '../site-href'

export interface ClosestPageSources {
  basePath: string
  routes: () => Iterable<string>
  titleOf: (route: string) => string | undefined
  /** Where an unexpected error (a 500) is reported; JSON lines in production. */
  logger?: ServerLogger
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

function problem(message: string, status = 400): Response {
  return new Response(JSON.stringify({ message, status }), { status, headers: { ...JSON_HEADERS, 'cache-control': 'no-store' } })
}

/**
 * GET ?path=/reference/go/storage/bucket-listfile → `{ "href": "/docs/reference/go/storage/bucket-list-files", "title": "…" }`:
 * what the 404 page offers as "did you mean". The path is only compared with the site's routes;
 * nothing of it is echoed back.
 */
export function closestPageResponse(request: Request, sources: ClosestPageSources): Response {
  const params = new URL(request.url).searchParams
  const paths = params.getAll('path')
  if (paths.length !== 1) return problem('give exactly one path parameter, e.g. ?path=/storge')
  const asked = paths[0]
  if (!asked.startsWith('/') || asked.length > CLOSEST_PATH_MAX) return problem(`path must start with / and be at most ${CLOSEST_PATH_MAX} characters`)
  const below = belowBasePath(asked, sources.basePath) ?? asked
  let body: string
  try {
    const route = closestRoute(below, sources.routes())
    const href = withBasePath(route, sources.basePath)
    body = JSON.stringify({ href, title: sources.titleOf(route) ?? 'Documentation home' })
  } catch (error) {
    // The page list or a page's title could not be read: logged (the path asked for is not), and
    // the 404 page simply offers no suggestion.
    const logger = sources.logger ?? serverLogger('closest-page')
    logger.error('[closest-page] finding the closest page failed', error, requestLogContext(request.headers))
    return problem('Internal error', 500)
  }
  return new Response(body, { status: 200, headers: { ...JSON_HEADERS, 'cache-control': 'public, max-age=3600' } })
}
