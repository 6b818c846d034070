import { siteConfig } from '../../site.config'
import { belowBasePath } from '../site-href'

/** Maps a content file (relative to content/) to the route it serves, e.g. `a/index.mdx` → `/a`. */
export function fileToRoute(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '')
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '')
  return '/' + withoutIndex
}

export function routeToSlug(route: string): string[] {
  return route.split('/').filter(Boolean)
}

/**
 * The route of a page's `[[...slug]]` params. Next.js hands a page its dynamic segments
 * percent-encoded again (app-render's getDynamicParam runs encodeURIComponent over the decoded
 * match), while a route handler gets them decoded (route-matcher.js): a page decodes them once, a
 * route handler must not decode at all (`%` would throw URIError). Undefined for a segment that is
 * not valid percent-encoding, which Next.js never sends but a caller might.
 */
export function routeFromPageParams(slug: readonly string[] | undefined): string | undefined {
  try {
    return slugToRoute(slug?.map(decodeURIComponent))
  } catch {
    return undefined
  }
}

export function slugToRoute(slug: readonly string[] | undefined): string {
  return '/' + (slug ?? []).join('/')
}

/** Normalises a path as a reader might type it: no query, no hash, no trailing slash, no `/docs` base. */
export function normaliseRoute(path: string, basePath: string = siteConfig.basePath): string {
  const asked = path.split(/[?#]/)[0] || '/'
  let route = belowBasePath(asked, basePath) ?? asked
  if (route.length > 1) route = route.replace(/\/+$/, '')
  return route.startsWith('/') ? route : '/' + route
}
