import type { LinkProps } from 'next/link'

/**
 * The site's link prefetch rule (SPEC 9: links are prefetched within 200 px of the viewport), in one
 * place. next/link does the watching: one IntersectionObserver for all links with this margin
 * (next/dist/client/components/links.js; a unit test checks the two agree), and its segment cache
 * fetches each page once, sharing the root layout between pages. The site adds two conditions:
 * - nothing is prefetched until the page has loaded and the browser is idle, so prefetches never
 *   compete with the page's own requests and hydration;
 * - a link to the page being read is never prefetched: that page is already here.
 */
export const PREFETCH_MARGIN_PX = 200

/** How long prefetching waits for an idle moment after the load event before it starts anyway. */
export const IDLE_TIMEOUT_MS = 2_000

/** The `prefetch` value for a next/link: `null` is the framework's default prefetch, `false` none. */
export function linkPrefetch(href: LinkProps['href'], currentPath: string | null, pageIdle: boolean): null | false {
  if (!pageIdle) return false
  return currentPath !== null && targetPath(href, currentPath) === currentPath ? false : null
}

/** The page an href leads to from the current one, as a path without base path, query or fragment ('#setup' stays here). */
function targetPath(href: LinkProps['href'], currentPath: string): string {
  const target = typeof href === 'string' ? href : (href.pathname ?? '')
  return new URL(target, new URL(currentPath, 'http://site.invalid')).pathname
}
