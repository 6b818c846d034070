import { closestToTarget } from './event-target'

const MENU = '[role=menu][popover]'
const ITEM = '[role=menuitem]'

/**
 * The keyboard of a menu that is a native popover (role=menu, opened by its popovertarget button),
 * from the head's inline script (src/inline-scripts/menu-keys.ts). The browser opens it on Enter or
 * Space, closes it on Escape or a click outside, and then gives focus back to the button; this puts
 * focus on its first item when it opens, moves it with the up and down arrows (wrapping round), Home
 * and End, and closes the menu when Tab leaves it.
 */
export function installMenuKeys(doc: Document, signal?: AbortSignal): void {
  // A popover's toggle event does not bubble: it is seen on its way down to the popover.
  doc.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target as Element
      if ((event as ToggleEvent).newState === 'open' && menu.matches?.(MENU)) menu.querySelector<HTMLElement>(ITEM)?.focus()
    },
    { capture: true, signal },
  )
  doc.addEventListener(
    'keydown',
    (event) => {
      const { key, target } = event
      const menu = closestToTarget(event, MENU)
      if (!menu) return
      if (key === 'Tab') return menu.hidePopover()
      const items = [...menu.querySelectorAll<HTMLElement>(ITEM)]
      const at = items.indexOf(target as HTMLElement)
      const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[key]
      if (next === undefined) return
      event.preventDefault()
      items.at(next % items.length)?.focus()
    },
    { signal },
  )
}
