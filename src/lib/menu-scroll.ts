/**
 * The side menu keeps its scroll position from page to page, as every page change is a full page
 * load: the position is saved when the page is left (pagehide) and put back by the head script once
 * the page is parsed (src/inline-scripts/menu-scroll.ts), before first paint. When the
 * page was reached from a link in the menu, that link stays where it was clicked, although the
 * menu above it changed (the page sections listed under the current page move with it). A position
 * saved under another menu (an SDK reference's, the main one) is not put back; then, and whenever
 * the current page's link would be out of sight, the link is scrolled into view.
 */
export const MENU_SELECTOR = '.sidebar'
export const MENU_SCROLL_KEY = 'docs:menu-scroll'

interface SavedScroll {
  /** Which menu: the address of its first link (absent for a menu without one). */
  menu?: string | null
  top: number
  /** The menu link followed, and its distance from the menu's top edge when it was clicked. */
  link?: { href: string | null; offset: number }
}

const offsetIn = (menu: Element, link: Element) => link.getBoundingClientRect().top - menu.getBoundingClientRect().top

function menuIdentity(menu: Element): string | null | undefined {
  return menu.querySelector('nav a')?.getAttribute('href')
}

/**
 * Where the menu can show at all: Tailwind's `lg` breakpoint, at which `.sidebar` turns from hidden to
 * block (src/app/globals.css). Asked first because it costs nothing, while the menu's height makes
 * the browser lay out the whole page, which on a phone (no menu) is work done for nothing before
 * first paint: 365 ms of a CPU profile of /apis at 4× CPU.
 */
export const MENU_SHOWN_MEDIA = '(width>=64rem)'

/** A menu not laid out (hidden on narrow screens) has no scroll to keep. */
function shown(menu: HTMLElement): boolean {
  return matchMedia(MENU_SHOWN_MEDIA).matches && menu.clientHeight > 0
}

function writeSaved(doc: Document, saved: SavedScroll): void {
  try {
    doc.defaultView!.sessionStorage.setItem(MENU_SCROLL_KEY, JSON.stringify(saved))
  } catch {
    // Storage refused (private mode, quota): the menu starts at its top next time.
  }
}

/** The head script's copy of this module stays under an inline script's size: hence the window's own globals here. */
function savedScroll(): SavedScroll | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(MENU_SCROLL_KEY) ?? 'null') as SavedScroll | null
    // A stored position that does not read as zero or more pixels is none.
    return (saved?.top ?? -1) >= 0 ? saved! : undefined
  } catch {
    // Unreadable (not JSON, storage refused): nothing saved.
  }
}

export function restoreMenuScroll(doc: Document): void {
  const menu = doc.querySelector<HTMLElement>(MENU_SELECTOR)
  if (!menu || !shown(menu)) return
  const saved = savedScroll()
  const current = menu.querySelector('[aria-current=page]')
  if (saved && saved.menu === menuIdentity(menu)) {
    menu.scrollTop = saved.top
    if (current && saved.link?.href === current.getAttribute('href')) menu.scrollTop += offsetIn(menu, current) - saved.link.offset
  }
  if (!current) return
  const offset = offsetIn(menu, current)
  const height = current.getBoundingClientRect().height
  if (offset < 0 || offset + height > menu.clientHeight) menu.scrollTop += offset - (menu.clientHeight - height) / 2
}

/**
 * Saves the position whenever the page is left, including into the back/forward cache, with the menu
 * link last clicked. The position is read when layout is already done (once after the first paint,
 * then on each of the menu's scroll events), never when the page is left: a read then lays out the
 * page being left, in the navigation's path (35 ms of style recalculation at 4× CPU, as a trace of a
 * click in the menu showed).
 */
export function installMenuScrollSaving(doc: Document): () => void {
  const view = doc.defaultView!
  const menu = doc.querySelector<HTMLElement>(MENU_SELECTOR)
  let link: SavedScroll['link']
  /** The menu's position when last read, if it was shown then. */
  let seen: { top: number } | null | undefined
  const read = () => {
    if (menu) seen = shown(menu) ? { top: menu.scrollTop } : null
  }
  // A menu that scrolls is shown: no media query or height to ask on every scroll.
  const onScroll = () => {
    seen = { top: menu!.scrollTop }
  }
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Partial<Element> | null)?.closest?.(`${MENU_SELECTOR} a[href]`)
    const clicked = anchor?.closest(MENU_SELECTOR)
    if (anchor && clicked) link = { href: anchor.getAttribute('href'), offset: offsetIn(clicked, anchor) }
  }
  const save = () => {
    // Left before the first frame: nothing was read yet, so read now.
    if (seen === undefined) read()
    if (!menu || !seen || !matchMedia(MENU_SHOWN_MEDIA).matches) return
    writeSaved(doc, { menu: menuIdentity(menu), top: seen.top, link })
  }
  const afterPaint = view.requestAnimationFrame(() => view.setTimeout(read))
  menu?.addEventListener('scroll', onScroll, { passive: true })
  doc.addEventListener('click', onClick, true)
  view.addEventListener('pagehide', save)
  return () => {
    view.cancelAnimationFrame(afterPaint)
    menu?.removeEventListener('scroll', onScroll)
    doc.removeEventListener('click', onClick, true)
    view.removeEventListener('pagehide', save)
  }
}
