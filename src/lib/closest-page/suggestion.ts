/**
 * The 404 page's "did you mean" line (src/components/ClosestPage.tsx), filled by the head script
 * (src/inline-scripts/closest-page.ts). No imports: the head script bundles it.
 */

/** On the line; its value is the address to ask (/api/closest-page). */
export const CLOSEST_PAGE_ATTRIBUTE = 'data-closest-page'
/** On the line: the home page's address, which is no suggestion. */
export const CLOSEST_PAGE_HOME_ATTRIBUTE = 'data-home'

interface Suggestion {
  href: string
  title: string
}

/**
 * Asks for the page closest to the address that failed and writes the suggestion into the line's
 * shadow root: markup of the script's own, which React, where it hydrates the page, never sees.
 */
export async function suggestClosestPage(line: HTMLElement, path: string): Promise<void> {
  const response = await fetch(`${line.getAttribute(CLOSEST_PAGE_ATTRIBUTE)}?path=${encodeURIComponent(path)}`)
  const found = response.ok ? ((await response.json()) as Suggestion) : undefined
  if (!found?.href || found.href === line.getAttribute(CLOSEST_PAGE_HOME_ATTRIBUTE)) return
  const link = document.createElement('a')
  link.href = found.href
  link.textContent = found.title
  const style = document.createElement('style')
  style.textContent = 'a{color:var(--closest-link);font-weight:600;text-decoration:underline;text-underline-offset:2px}'
  line.attachShadow({ mode: 'open' }).append(style, 'Did you mean ', link, '?')
}
