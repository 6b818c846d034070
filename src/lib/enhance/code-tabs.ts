import { chooseCodeLanguage, currentCodeLanguage } from '../code-language-choice'
import { closestToTarget } from './event-target'

const CODE_TAB_LIST = '[data-code-group] [role=tablist]'
/** A code group's tab. */
export const CODE_TAB = '[data-code-group] [role=tab]'

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role=tab]')]
}

const SELECTED = 'aria-selected'

/** Marks in every group the tab of the chosen language, or its first tab when it lacks that language. */
export function syncCodeTabs(doc: Document, chosen: string | null): void {
  for (const list of doc.querySelectorAll(CODE_TAB_LIST)) {
    const tabs = tabsOf(list)
    const selected = tabs.find((tab) => tab.dataset.language === chosen) ?? tabs[0]
    for (const tab of tabs) {
      const isSelected = String(tab === selected)
      // Only what changes (the tab stop moves with the selection): an attribute set, even to its own value, costs the page a style pass.
      if (tab.getAttribute(SELECTED) === isSelected) continue
      tab.setAttribute(SELECTED, isSelected)
      tab.tabIndex = tab === selected ? 0 : -1
    }
  }
}

/**
 * Marks the chosen language's tabs (the one on <html>, which a reader's click changes) in every
 * group now and as groups are added: a MutationObserver hears of added nodes before the browser next
 * renders, so no frame shows another tab selected, however the parsing of a long page is split
 * between frames, and a page shown later client-side gets its tabs marked as well. One notice per
 * batch of added nodes, and querying the page's few tab lists is cheap, so it looks at the page
 * rather than at what was added, and stays on.
 */
export function syncCodeTabsAsAdded(doc: Document): void {
  const sync = () => syncCodeTabs(doc, currentCodeLanguage())
  sync()
  new MutationObserver(sync).observe(doc, { childList: true, subtree: true })
}

/**
 * A click on any code group's tab chooses its language for every group on the page, keeping its
 * group where the reader sees it. Installed by the head's inline script (src/inline-scripts/code-tab-clicks.ts),
 * so it works from first paint; on the document, so it serves every page shown later as well.
 */
export function installCodeTabClicks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const tab = closestToTarget(event, CODE_TAB)
    if (!tab) return
    const list = tab.closest(CODE_TAB_LIST)!
    const before = list.getBoundingClientRect().top
    const language = tab.dataset.language!
    chooseCodeLanguage(language)
    syncCodeTabs(doc, language)
    // Panels above may change height: scroll by as much, so the group stays under the reader's eyes.
    const moved = list.getBoundingClientRect().top - before
    if (moved) scrollBy(0, moved)
  })
}

/** The arrow keys move to the group's next or previous tab and choose it, as a click would (src/inline-scripts/code-tab-keys.ts). */
export function installCodeTabKeys(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    const tab = closestToTarget(event, CODE_TAB)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!tab || !step) return
    event.preventDefault()
    const tabs = tabsOf(tab.closest('[role=tablist]')!)
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]
    next.click()
    next.focus()
  })
}
