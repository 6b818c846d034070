import { onPageIdle } from '../link-prefetch/page-idle'
import { PREFETCH_MARGIN_PX, shouldPrefetch } from '../link-prefetch/rule'
import { belowBasePath, isPageRoute, siteRoute } from '../site-href'
import { closestToTarget } from './event-target'

/** What the links need of the framework's router. */
export interface SiteRouter {
  push(route: string): void
  prefetch(route: string): void
}

/** The page route a click on this anchor should open client-side, if any. */
function routeToOpen(anchor: HTMLAnchorElement, location: Location, basePath: string): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.href, location.href)
  const route = siteRoute(url, location.origin, basePath)
  if (route === undefined || !isPageRoute(route)) return undefined
  // Another part of the page being read: the browser scrolls to it.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return undefined
  return route
}

/**
 * Every link to a page of the site opens client-side, as next/link would: a plain left click with
 * no modifier key, on an anchor nothing else has handled. Links are plain anchors (SiteLink), so
 * server-rendered content needs no hydrated component for them.
 */
export function installLinkNavigation(doc: Document, router: SiteRouter, basePath: string): () => void {
  const view = doc.defaultView!
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = closestToTarget<HTMLAnchorElement>(event, 'a[href]')
    const route = anchor ? routeToOpen(anchor, view.location, basePath) : undefined
    if (route === undefined) return
    event.preventDefault()
    router.push(route)
    // A menu the link was chosen from (the version selector's popover) closes, even when the page stays.
    anchor!.closest<HTMLElement>('[popover]')?.hidePopover?.()
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}

/**
 * Prefetches the pages that links within the margin of the viewport lead to (and a link the
 * pointer moves over), once the page is idle: the site's rule, src/lib/link-prefetch/rule.ts.
 */
export function installLinkPrefetch(doc: Document, router: SiteRouter, basePath: string): () => void {
  const view = doc.defaultView!
  const fetched = new Set<string>()
  function prefetch(anchor: Element) {
    if (!(anchor instanceof view.HTMLAnchorElement)) return
    const route = siteRoute(new URL(anchor.href, view.location.href), view.location.origin, basePath)
    const here = belowBasePath(view.location.pathname, basePath)
    if (route === undefined || here === undefined || !shouldPrefetch(route, here)) return
    const page = route.replace(/#.*$/, '')
    if (fetched.has(page)) return
    fetched.add(page)
    router.prefetch(page)
  }
  let observer: IntersectionObserver | undefined
  function onIntent(event: Event) {
    const anchor = closestToTarget<HTMLAnchorElement>(event, 'a[href]')
    if (anchor) prefetch(anchor)
  }
  const cancel = onPageIdle(() => {
    observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          prefetch(entry.target)
          observer?.unobserve(entry.target)
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px` },
    )
    for (const anchor of doc.querySelectorAll('a[href]')) observer.observe(anchor)
    doc.addEventListener('pointerover', onIntent)
  })
  return () => {
    cancel()
    observer?.disconnect()
    doc.removeEventListener('pointerover', onIntent)
  }
}
