import { belowBasePath, siteRoute } from '../site-href'
import { closestToTarget } from '../enhance/event-target'
import { onPageIdle } from './page-idle'
import { PREFETCH_MARGIN_PX, shouldPrefetch } from './rule'

/** The address to prefetch for a link, without its fragment; undefined when the rule says no. */
export function prefetchAddress(href: string, location: Location, basePath: string): string | undefined {
  const url = new URL(href, location.href)
  const route = siteRoute(url, location.origin, basePath)
  const here = belowBasePath(location.pathname, basePath)
  if (route === undefined || here === undefined || !shouldPrefetch(route, here)) return undefined
  return url.pathname + url.search
}

/** Whether this browser takes `<script type="speculationrules">` (Chromium 121+); others get `<link rel="prefetch">`. */
export function supportsSpeculationRules(view: Window & typeof globalThis): boolean {
  const script = view.HTMLScriptElement as { supports?: (type: string) => boolean }
  return typeof script.supports === 'function' && script.supports('speculationrules')
}

/** Marks a link the site's rule allows: the prerender rule below picks links by it. */
export const PRERENDER_ATTRIBUTE = 'data-prerender'

/**
 * Where speculation rules work: a page the reader is about to open is prerendered, so the click shows
 * it at once. One document rule over the links the site's rule allowed, with Chromium's documented
 * `moderate` eagerness: the pointer resting on the link (about 200 ms) or pressing it.
 */
function requestPrerenderOnIntent(doc: Document): void {
  const rules = doc.createElement('script')
  rules.type = 'speculationrules'
  rules.textContent = JSON.stringify({ prerender: [{ where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'moderate' }] })
  doc.head.append(rules)
}

/**
 * Asks the browser to fetch these pages for the next navigation with its own documented features: a
 * Speculation Rules list where supported (the navigation then uses the prefetched response), and a
 * `<link rel="prefetch">` per page elsewhere (the response waits in the HTTP cache).
 */
function requestPrefetch(doc: Document, addresses: string[], speculation: boolean): void {
  if (speculation) {
    const rules = doc.createElement('script')
    rules.type = 'speculationrules'
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: addresses }] })
    doc.head.append(rules)
    return
  }
  for (const address of addresses) {
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.href = address
    doc.head.append(link)
  }
}

/**
 * Prefetches the pages that links within the margin of the viewport lead to (and a link the pointer
 * moves over), once the page is idle: the site's rule, src/lib/link-prefetch/rule.ts. Each page once.
 */
export function installLinkPrefetch(doc: Document, basePath: string): () => void {
  const view = doc.defaultView!
  const speculation = supportsSpeculationRules(view)
  const requested = new Set<string>()
  function prefetch(anchors: Element[]) {
    const addresses: string[] = []
    for (const anchor of anchors) {
      if (!(anchor instanceof view.HTMLAnchorElement)) continue
      const address = prefetchAddress(anchor.href, view.location, basePath)
      if (address === undefined) continue
      if (speculation) anchor.setAttribute(PRERENDER_ATTRIBUTE, '')
      if (requested.has(address)) continue
      requested.add(address)
      addresses.push(address)
    }
    if (addresses.length) requestPrefetch(doc, addresses, speculation)
  }
  let observer: IntersectionObserver | undefined
  function onIntent(event: Event) {
    const anchor = closestToTarget<HTMLAnchorElement>(event, 'a[href]')
    if (anchor) prefetch([anchor])
  }
  const cancel = onPageIdle(() => {
    if (speculation) requestPrerenderOnIntent(doc)
    observer = new view.IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)
        near.forEach((anchor) => observer?.unobserve(anchor))
        prefetch(near)
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
