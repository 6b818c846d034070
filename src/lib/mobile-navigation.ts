import { closestToTarget } from './enhance/event-target'

/** Marks the buttons that open and close the navigation panel (the header's and the panel's own). */
export const NAV_TOGGLE_ATTRIBUTE = 'data-nav-toggle'
/** The panel: a <dialog> (src/components/MobileNavigation.tsx). */
export const NAV_PANEL_ID = 'mobile-navigation'
/** Where the panel shows a copy of the side menu, made when it opens, so a page sends the menu once. */
export const NAV_MENU_COPY_ATTRIBUTE = 'data-menu-copy'
/** Marks the side menu the panel copies (src/components/DocsShell.tsx). */
export const SITE_MENU_ATTRIBUTE = 'data-site-menu'

/**
 * The navigation panel of narrow screens, from first paint (the head's inline script,
 * src/inline-scripts/mobile-navigation.ts), with no React: a toggle opens the panel as a modal
 * <dialog> (the rest of the page inert, so the header's toggle needs no expanded state; Escape closes
 * it and focus returns to the toggle), a toggle in it, a click on the backdrop, a link in it or a move
 * through history close it, and Tab stays inside it.
 */
export function initMobileNavigation(view: Window & typeof globalThis): void {
  const doc = view.document
  const panel = () => doc.getElementById(NAV_PANEL_ID) as HTMLDialogElement | null
  doc.addEventListener('click', (event) => {
    const dialog = panel()
    if (!dialog) return
    if (closestToTarget(event, `[${NAV_TOGGLE_ATTRIBUTE}]`)) {
      if (dialog.open) return dialog.close()
      const copy = dialog.querySelector(`[${NAV_MENU_COPY_ATTRIBUTE}]`)
      const menu = doc.querySelector(`[${SITE_MENU_ATTRIBUTE}]`)
      if (copy && menu) copy.innerHTML = menu.innerHTML
      dialog.showModal()
    } else if (dialog.open && (event.target === dialog || closestToTarget(event, `#${NAV_PANEL_ID} a[href]`))) {
      dialog.close()
    }
  })
  doc.addEventListener('keydown', (event) => {
    const dialog = panel()
    if (event.key !== 'Tab' || !dialog?.open) return
    const stops = dialog.querySelectorAll<HTMLElement>('a[href],button')
    const edge = stops[event.shiftKey ? 0 : stops.length - 1]
    if (doc.activeElement !== edge) return
    event.preventDefault()
    stops[event.shiftKey ? stops.length - 1 : 0]?.focus()
  })
  view.addEventListener('popstate', () => panel()?.close())
}
