import { BUILDING_BLOCK_PAGES } from '../building-blocks'
import { parseReferenceRoute } from '../sdks'

const BLOCK_ROUTES = new Set(BUILDING_BLOCK_PAGES.map((block) => block.href.slice(1)))

const TOP_LEVEL: Record<string, string> = {
  concepts: 'Concepts',
  'getting-started': 'Getting started',
  guides: 'Guides',
  faq: 'Support',
  support: 'Support',
  contributions: 'Support',
}

/** The section a page belongs to: DocSearch's `hierarchy.lvl0`, the group title of its results. */
export function sectionForRoute(route: string): string {
  const [first, second] = route.split('/').filter(Boolean)
  if (first === undefined) return 'Documentation'
  if (BLOCK_ROUTES.has(first)) return 'Building blocks'
  if (first === 'reference') {
    const reference = parseReferenceRoute(route)
    if (reference) return `${reference.sdk.label} reference`
    if (second === 'providers' || second === 'pulumi') return 'Providers'
    return 'Reference'
  }
  return TOP_LEVEL[first] ?? 'Documentation'
}
