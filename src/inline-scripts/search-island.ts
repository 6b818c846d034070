/**
 * Head: search, from first paint, without React on the page. The search island (src/islands/search.tsx,
 * React and DocSearch) is fetched on intent: the pointer over or focus on a search button, a touch on
 * one. A press (or a shortcut, search-keys.ts) shows at once that search is opening and opens the
 * dialog when the island has arrived; one that cannot be fetched shows the page's search error until
 * the next press, which tries again. Bundled by `npm run generate:inline-scripts`.
 */
import { closestToTarget } from '@/lib/enhance/event-target'
import { searchIslandAddress } from '@/lib/page-scripts/island-files'
import { islandLoader } from '@/lib/page-scripts/islands'
import { SEARCH_BUTTON_SELECTOR, SEARCH_FAILED_ATTRIBUTE, SEARCH_OPENING_ATTRIBUTE, type SearchIsland } from '@/lib/search-shortcut'

const root = document.documentElement
const load = islandLoader<SearchIsland>(searchIslandAddress)

addEventListener('click', (event) => {
  if (!closestToTarget(event, SEARCH_BUTTON_SELECTOR)) return
  root.removeAttribute(SEARCH_FAILED_ATTRIBUTE)
  root.setAttribute(SEARCH_OPENING_ATTRIBUTE, '')
  load()
    .then(
      (island) => island.openSearch(),
      () => root.setAttribute(SEARCH_FAILED_ATTRIBUTE, ''),
    )
    .finally(() => root.removeAttribute(SEARCH_OPENING_ATTRIBUTE))
})

for (const intent of ['pointerover', 'focusin', 'touchstart']) {
  addEventListener(intent, (event) => void (closestToTarget(event, SEARCH_BUTTON_SELECTOR) && load().catch(() => {})), { passive: true })
}
