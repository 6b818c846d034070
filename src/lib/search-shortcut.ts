/**
 * The keys and the button that open search. A module of its own, without imports, so the head's
 * inline script (src/inline-scripts/search-shortcut.ts) can use it before the page's scripts load.
 */

/** Marks a button that opens search (src/components/SearchButton.tsx). */
export const SEARCH_BUTTON_SELECTOR = '[data-search-button]'

/**
 * On <html> from a press of a search button or a shortcut until the search dialog shows: the
 * buttons show that search is opening (globals.css), so a press made while the scripts or the
 * dialog are still loading is seen at once.
 */
export const SEARCH_OPENING_ATTRIBUTE = 'data-search-opening'

declare global {
  interface Window {
    /** Set by the search loader once the search dialog can open. */
    __docsSearchReady?: boolean
    /** Set before then by a search shortcut or a press of a search button: open search once ready. */
    __docsSearchPending?: boolean
  }
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
