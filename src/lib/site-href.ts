import { siteConfig } from '../site.config'

/** A route of the site (`/apis#routing`, `/`) as the browser addresses it, under the base path. */
export function withBasePath(route: string, basePath: string = siteConfig.basePath): string {
  if (!route.startsWith('/') || route.startsWith('//')) return route
  const end = route.search(/[?#]/)
  const path = end === -1 ? route : route.slice(0, end)
  const rest = end === -1 ? '' : route.slice(end)
  return (path === '/' ? basePath : basePath + path) + rest
}

/** A path as the site routes it, without the base path (`/docs/apis` → `/apis`, `/docs` → `/`); undefined outside the base path. */
export function belowBasePath(path: string, basePath: string = siteConfig.basePath): string | undefined {
  if (path === basePath) return '/'
  return path.startsWith(basePath + '/') ? path.slice(basePath.length) : undefined
}

/**
 * The route an address leads to inside the site, without the base path (`/apis?x=1#y`), or
 * undefined when it is on another origin or outside the base path.
 */
export function siteRoute(url: URL, origin: string, basePath: string = siteConfig.basePath): string | undefined {
  if (url.origin !== origin) return undefined
  const path = belowBasePath(url.pathname, basePath)
  return path === undefined ? undefined : path + url.search + url.hash
}

/** A route without its query and fragment (`/apis?x=1#y` → `/apis`). */
export function routePath(route: string): string {
  return route.replace(/[?#].*$/, '')
}

/** Whether a route is a page (not a feed, a Markdown copy, an image or an API answer). */
export function isPageRoute(route: string): boolean {
  const path = routePath(route)
  return !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)
}
