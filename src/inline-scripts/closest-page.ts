/**
 * Head: on the 404 page, once it is parsed, the page closest to the address that failed
 * (src/lib/closest-page/suggestion.ts). Bundled by `npm run generate:inline-scripts`.
 */
import { CLOSEST_PAGE_ATTRIBUTE, suggestClosestPage } from '@/lib/closest-page/suggestion'

addEventListener('DOMContentLoaded', () => {
  const line = document.querySelector<HTMLElement>(`[${CLOSEST_PAGE_ATTRIBUTE}]`)
  if (line) suggestClosestPage(line, location.pathname).catch(() => {})
})
