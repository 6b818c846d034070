import { join, relative } from 'node:path'
import { filesUnder } from '../files-under'
import { staticFileRoutes } from '../http/app-routes'
import { APP_ROUTES } from '../http/app-routes.generated'
import { fileToRoute } from './paths'

/**
 * Routes the site serves that are not content pages (feeds, indexes, crawler files, the icon);
 * links to them are valid. Derived from `src/app` (app-routes.generated.ts).
 */
export const NON_PAGE_ROUTES: readonly string[] = staticFileRoutes(APP_ROUTES)

export const CONTENT_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'content')

/** Every page's route and file. Cheap (one directory walk, no file reads); throws when two files serve one route. */
export function listRoutes(contentDir: string): Map<string, string> {
  const routes = new Map<string, string>()
  const files = filesUnder(contentDir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
  for (const file of files) {
    const route = fileToRoute(relative(contentDir, file))
    const other = routes.get(route)
    if (other) throw new Error(`${relative(join(contentDir, '..'), file)} and ${relative(join(contentDir, '..'), other)} both serve ${route}`)
    routes.set(route, file)
  }
  return routes
}

let known: { routes: Set<string>; at: number } | undefined

/**
 * The site's page routes, for the request screen: listed once in production, and again at most once
 * a second in development so new pages appear without a restart.
 */
export function knownRoutes(): Set<string> {
  const stale = process.env.NODE_ENV === 'development' && (!known || Date.now() - known.at > 1000)
  if (!known || stale) known = { routes: new Set(listRoutes(CONTENT_DIR).keys()), at: Date.now() }
  return known.routes
}
