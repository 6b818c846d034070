import { TYPE_AHEAD_RESET_MS, typeAheadMatch } from './type-ahead'

/** A popover that lists choices as links (the version menu). */
const SELECT = '[data-select-menu][popover]'

/**
 * The keyboard of a select menu, for a popover of links marked `data-select-menu` (the version
 * menu), from the head's inline script (src/inline-scripts/select-keys.ts), so it works from first
 * paint. The browser opens the popover on Enter or Space, closes it on Escape or a click outside and
 * gives focus back to its button; Tab moves through its links. On top of that, as in a select:
 * - on the button, the arrow keys open the menu at the version shown;
 * - in the menu, the arrows move to the next or previous version (without wrapping round), Home and
 *   End to the first and last, and typing moves to the version whose label starts with what was
 *   typed (characters add up until TYPE_AHEAD_RESET_MS passes without one); Enter follows the link.
 */
export function installSelectKeys(doc: Document): void {
  let typed = ''
  let typedAt = 0
  doc.addEventListener('keydown', (event) => {
    const { key } = event
    const target = event.target as Partial<HTMLButtonElement>
    const inMenu = target.closest?.<HTMLElement>(SELECT)
    // The button's popover, when the key was pressed on the button of a select menu.
    const menu = inMenu ?? (target.popoverTargetElement as HTMLElement | null | undefined)
    if (!menu?.matches(SELECT) || event.ctrlKey || event.metaKey || event.altKey) return
    const options = [...menu.querySelectorAll<HTMLElement>('a')]
    const at = options.indexOf(target as HTMLElement)
    let next: number | undefined
    if (!inMenu) {
      if (!key.startsWith('Arrow')) return
      menu.showPopover()
      next = options.findIndex((option) => option.hasAttribute('aria-current'))
    } else if (key.length === 1) {
      typed = (event.timeStamp - typedAt < TYPE_AHEAD_RESET_MS ? typed : '') + key
      typedAt = event.timeStamp
      next = typeAheadMatch(
        options.map((option) => option.textContent!),
        at,
        typed,
      )
    } else {
      next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: options.length - 1 }[key]
      if (next === undefined) return
    }
    event.preventDefault()
    // Past either end there is no option: focus stays where it is, as a select's does.
    options[next ?? at]?.focus()
  })
}
