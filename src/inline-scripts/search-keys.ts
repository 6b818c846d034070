/**
 * Head: Ctrl/⌘-K and `/` open search from first paint, as a press of the page's first search button
 * does (search-island.ts); while the dialog is open, the island has the keys. Bundled by
 * `npm run generate:inline-scripts`.
 */
import { isSearchShortcut, SEARCH_BUTTON_SELECTOR, SEARCH_OPEN_ATTRIBUTE } from '@/lib/search-shortcut'

addEventListener('keydown', (event) => {
  if (document.documentElement.hasAttribute(SEARCH_OPEN_ATTRIBUTE) || !isSearchShortcut(event)) return
  event.preventDefault()
  document.querySelector<HTMLElement>(SEARCH_BUTTON_SELECTOR)?.click()
})
