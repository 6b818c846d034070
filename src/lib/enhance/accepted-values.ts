import { closestToTarget } from './event-target'

/** The data attribute that marks the button of an accepted-values list (src/components/mdx/AcceptedValues.tsx). */
export const ACCEPTED_VALUES_TOGGLE = 'data-accepted-values'

const LABEL = { open: 'Hide accepted values', closed: 'Show accepted values' }

/**
 * Opens and closes every accepted-values list on the page: one click listener for all of them, from
 * the head's inline script (src/inline-scripts/accepted-values.ts).
 */
export function installAcceptedValues(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = closestToTarget(event, `[${ACCEPTED_VALUES_TOGGLE}]`)
      const list = button && doc.getElementById(button.getAttribute('aria-controls') ?? '')
      if (!button || !list) return
      const open = button.getAttribute('aria-expanded') !== 'true'
      button.setAttribute('aria-expanded', String(open))
      list.hidden = !open
      const label = button.querySelector('span:not([aria-hidden])')
      if (label) label.textContent = open ? LABEL.open : LABEL.closed
    },
    { signal },
  )
}
