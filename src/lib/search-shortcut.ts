/**
 * The keys and the button that open search. A module of its own, without imports, so the head's
 * script (src/inline-scripts/search-shortcut.ts) can use it.
 */

/** Marks a button that opens search (src/components/SearchButton.tsx). */
export const SEARCH_BUTTON_SELECTOR = '[data-search-button]'

/**
 * On <html> from a press of a search button or a shortcut until the search dialog shows: the
 * buttons show that search is opening (globals.css), so a press made while the search island is
 * still on its way is seen at once.
 */
export const SEARCH_OPENING_ATTRIBUTE = 'data-search-opening'

/** On <html> while the search dialog is open (src/islands/search.tsx): the shortcuts then close it. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open'

/** On <html> when the search island could not be fetched: the page's search error shows (globals.css) until the next press. */
export const SEARCH_FAILED_ATTRIBUTE = 'data-search-failed'

/** What the search island exports (src/islands/search.tsx). */
export interface SearchIsland {
  openSearch(): void
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const element = target as HTMLElement
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
}

/** Ctrl/Cmd+K anywhere; '/' only when the reader is not typing in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>): boolean {
  const key = event.key?.toLowerCase()
  if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) return true
  return key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTypingTarget(event.target)
}
