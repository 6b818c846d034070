import { ACCEPTED_VALUES_TOGGLE } from './accepted-values'
import { CODE_TAB } from './code-tabs'
import { COPY_BUTTON_ATTRIBUTE } from './copy-code'
import { COPY_PAGE_ATTRIBUTE } from './copy-page'

/**
 * Controls that do nothing until the page's behaviours are installed (their listeners come with the
 * scripts, which load after first paint). A click on one before then is remembered and replayed once
 * they are. Links are not among them: they work without scripts.
 */
export const EARLY_CLICK_TARGETS = [`[${COPY_BUTTON_ATTRIBUTE}]`, `[${COPY_PAGE_ATTRIBUTE}]`, CODE_TAB, `[${ACCEPTED_VALUES_TOGGLE}]`].join(',')

declare global {
  interface Window {
    __docsEarlyClicks?: Element[]
    __docsBehavioursReady?: boolean
  }
}

/** Marks the behaviours ready and clicks again, in order, each remembered control still on the page. */
export function replayEarlyClicks(doc: Document): void {
  const view = doc.defaultView!
  view.__docsBehavioursReady = true
  const clicked = view.__docsEarlyClicks?.splice(0) ?? []
  for (const control of clicked) if (control.isConnected && control instanceof view.HTMLElement) control.click()
}
