/**
 * Marks the lists of the page's sections (the side navigation's, 'On this page'); each link's
 * fragment names a heading (src/lib/page-behaviours/section-tracking.ts marks the current one).
 */
export const PAGE_SECTIONS_ATTRIBUTE = 'data-page-sections'

/** The links in those lists. */
export const PAGE_SECTION_LINKS = `[${PAGE_SECTIONS_ATTRIBUTE}] a[href*="#"]`

/** The content's headings that can be linked to. */
export const CONTENT_HEADINGS = '#content :is(h2, h3, h4, h5, h6)[id]'

/** The section a link points at: its fragment, decoded. */
export function sectionOf(link: Pick<HTMLAnchorElement, 'hash'>): string {
  const fragment = link.hash.slice(1)
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}
