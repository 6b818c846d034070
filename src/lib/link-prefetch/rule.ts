import { isPageRoute, routePath } from '../site-href'

/**
 * The site's link prefetch rule (SPEC 9: links are prefetched within 200 px of the viewport), in one
 * place; src/lib/link-prefetch/prefetch-links.ts applies it to every link on the page with one
 * IntersectionObserver and asks the browser to prefetch each page once (Speculation Rules, or
 * `<link rel="prefetch">`). Two more conditions:
 * - nothing is prefetched until the page has loaded and the browser is idle, so prefetches never
 *   compete with the page's own requests;
 * - a link to the page being read is never prefetched: that page is already here.
 */
export const PREFETCH_MARGIN_PX = 200

/** How long prefetching waits for an idle moment after the load event before it starts anyway. */
export const IDLE_TIMEOUT_MS = 2_000

/** Whether a link to `route` (a site route, as site-href.ts reads it) is worth prefetching from `currentPath`. */
export function shouldPrefetch(route: string, currentPath: string): boolean {
  return isPageRoute(route) && routePath(route) !== currentPath
}
