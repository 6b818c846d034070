import { normaliseRoute } from './paths'
import { knownRoutes } from './routes'

/** True when `path` (with or without the /docs base, query or hash) is a page of this site; reads no page. */
export function isKnownPagePath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/')) return false
  return knownRoutes().has(normaliseRoute(path))
}
