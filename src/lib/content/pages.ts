import { getPage } from './loader'
import { normaliseRoute } from './paths'

/** True when `path` (with or without the /docs base, query or hash) is a page of this site. */
export function isKnownPagePath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/')) return false
  return getPage(normaliseRoute(path)) !== undefined
}
