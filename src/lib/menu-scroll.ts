/**
 * The side menu keeps its scroll position from page to page, as every page change is a full page
 * load: the position is saved when the page is left (pagehide) and put back by a small inline
 * script right after the menu (src/inline-scripts/menu-scroll.ts), before first paint. A position
 * saved under another menu (an SDK reference's, the main one) is not put back; then, and whenever
 * the current page's link would be out of sight, the link is scrolled into view.
 */
export const MENU_SELECTOR = 'aside.sidebar'
export const MENU_SCROLL_KEY = 'docs:menu-scroll'

interface SavedScroll {
  /** Which menu: the address of its first link. */
  menu: string | null
  top: number
}

function menuIdentity(menu: Element): string | null {
  return menu.querySelector('nav a[href]')?.getAttribute('href') ?? null
}

/** A menu not laid out (hidden on narrow screens) has no scroll to keep. */
function shown(menu: HTMLElement): boolean {
  return menu.clientHeight > 0
}

export function saveMenuScroll(doc: Document): void {
  const menu = doc.querySelector<HTMLElement>(MENU_SELECTOR)
  if (!menu || !shown(menu)) return
  const saved: SavedScroll = { menu: menuIdentity(menu), top: menu.scrollTop }
  try {
    doc.defaultView!.sessionStorage.setItem(MENU_SCROLL_KEY, JSON.stringify(saved))
  } catch {
    // Storage refused (private mode, quota): the menu starts at its top next time.
  }
}

function savedScroll(view: Window): SavedScroll | undefined {
  try {
    const saved = JSON.parse(view.sessionStorage.getItem(MENU_SCROLL_KEY) ?? 'null') as SavedScroll | null
    return saved && typeof saved.top === 'number' ? saved : undefined
  } catch {
    return undefined
  }
}

export function restoreMenuScroll(doc: Document): void {
  const menu = doc.querySelector<HTMLElement>(MENU_SELECTOR)
  if (!menu || !shown(menu)) return
  const saved = savedScroll(doc.defaultView!)
  if (saved && saved.menu === menuIdentity(menu)) menu.scrollTop = saved.top
  const current = menu.querySelector('[aria-current="page"]')
  if (!current) return
  const box = menu.getBoundingClientRect()
  const link = current.getBoundingClientRect()
  if (link.top < box.top || link.bottom > box.bottom) menu.scrollTop += link.top - box.top - (box.height - link.height) / 2
}

/** Saves the position whenever the page is left, including into the back/forward cache. */
export function installMenuScrollSaving(doc: Document): () => void {
  const view = doc.defaultView!
  const save = () => saveMenuScroll(doc)
  view.addEventListener('pagehide', save)
  return () => view.removeEventListener('pagehide', save)
}
