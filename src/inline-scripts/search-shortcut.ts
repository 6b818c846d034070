/**
 * Inline in the head, before the page's scripts load: remembers a search shortcut, or a press of a
 * search button, so the search dialog opens once the search loader is ready
 * (src/components/search/SearchLoader.tsx reads `__docsSearchPending`), and shows at once that search
 * is opening. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { closestToTarget } from '@/lib/enhance/event-target'
import { isSearchShortcut, SEARCH_BUTTON_SELECTOR, SEARCH_OPENING_ATTRIBUTE } from '@/lib/search-shortcut'

function openSearchWhenReady(): void {
  window.__docsSearchPending = true
  document.documentElement.setAttribute(SEARCH_OPENING_ATTRIBUTE, '')
}

addEventListener('keydown', (event) => {
  if (window.__docsSearchReady || !isSearchShortcut(event)) return
  event.preventDefault()
  openSearchWhenReady()
})

addEventListener('click', (event) => {
  if (!window.__docsSearchReady && closestToTarget(event, SEARCH_BUTTON_SELECTOR)) openSearchWhenReady()
})
