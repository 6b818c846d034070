import { getAllPages, type DocPage } from '../../src/lib/content/loader'
import { versionChangesSdk } from '../../src/lib/reference/version-changes'
import { pageFacets } from '../../src/lib/search/page-facets'

/** Every content route, as the browser addresses it relative to baseURL (/docs/). */
export function allRoutes(): string[] {
  return getAllPages().map((page) => page.route)
}

/** A page's template: its page type, with the generated and versioned pages told apart. */
function kindOf(page: DocPage): string {
  if (page.route.startsWith('/reference/support-matrix')) return 'support-matrix'
  if (versionChangesSdk(page.route)) return 'version-changes'
  const facets = pageFacets(page.route, page.reference?.kind)
  return facets.version && facets.pageType === 'sdk-overview' && page.route.endsWith(`/${facets.version}`) ? 'sdk-overview-versioned' : facets.pageType
}

/**
 * One route per kind of page (template): browser checks such as axe run once per template, not once
 * per page; the content check covers every page. The first page of each kind in content order.
 */
export function pageKinds(): string[] {
  const byKind = new Map<string, string>()
  for (const page of getAllPages()) if (!page.unlisted && !byKind.has(kindOf(page))) byKind.set(kindOf(page), page.route)
  return [...byKind.values()]
}

export function url(route: string): string {
  return route === '/' ? './' : '.' + route
}
