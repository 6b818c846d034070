/**
 * The prop that marks a static island in a page's Flight payload (src/components/StaticIsland.tsx
 * sets it, strip-islands.ts looks for it). Its value is the island's name.
 */
export const ISLAND_PROP = 'staticIsland'

/** The side menu's island (its own constant, so the head's navigation script need not carry the others). */
export const MENU_ISLAND = 'menu'

/** Every static island a page has, by name: each name is on a page once. */
export const ISLANDS = {
  pageTitle: 'page-title',
  article: 'article',
  menu: MENU_ISLAND,
  toc: 'toc',
  headerLinks: 'header-links',
  mobileNavigation: 'mobile-navigation',
  referenceHeader: 'reference-header',
  footerLinks: 'footer-links',
  footerMeta: 'footer-meta',
  notFound: 'not-found',
  notFoundLinks: 'not-found-links',
} as const

export type IslandName = (typeof ISLANDS)[keyof typeof ISLANDS]
