import { siteConfig } from '@/site.config'

/** A route of the site (`/apis#routing`, `/`) as the browser addresses it, under the base path. */
export function withBasePath(route: string, basePath: string = siteConfig.basePath): string {
  if (!route.startsWith('/') || route.startsWith('//')) return route
  const end = route.search(/[?#]/)
  const path = end === -1 ? route : route.slice(0, end)
  const rest = end === -1 ? '' : route.slice(end)
  return (path === '/' ? basePath : basePath + path) + rest
}

/**
 * The route an address leads to inside the site, without the base path (`/apis?x=1#y`), or
 * undefined when it is on another origin or outside the base path.
 */
export function siteRoute(url: URL, origin: string, basePath: string = siteConfig.basePath): string | undefined {
  if (url.origin !== origin) return undefined
  if (url.pathname !== basePath && !url.pathname.startsWith(basePath + '/')) return undefined
  return (url.pathname.slice(basePath.length) || '/') + url.search + url.hash
}

/** Whether a route is a page (not a feed, a Markdown copy, an image or an API answer). */
export function isPageRoute(route: string): boolean {
  const path = route.replace(/[?#].*$/, '')
  return !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)
}
