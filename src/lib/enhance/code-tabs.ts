import { chooseCodeLanguage, currentCodeLanguage, LANGUAGE_CHANGE_EVENT } from '../code-language-choice'
import { closestToTarget } from './event-target'

/** A code group's tab. */
export const CODE_TAB = '[data-code-group] [role=tab]'

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role=tab]')]
}

/** Marks in every group the tab of the chosen language, or its first tab when it lacks that language. */
export function syncCodeTabs(doc: Document, chosen: string | null): void {
  for (const list of doc.querySelectorAll('[data-code-group] [role=tablist]')) {
    const tabs = tabsOf(list)
    const selected = tabs.some((tab) => tab.dataset.language === chosen) ? chosen : tabs[0]?.dataset.language
    for (const tab of tabs) {
      const isSelected = String(tab.dataset.language === selected)
      const tabIndex = isSelected === 'true' ? 0 : -1
      // Only what changes: an attribute set, even to its own value, costs the page a style pass.
      if (tab.getAttribute('aria-selected') !== isSelected) tab.setAttribute('aria-selected', isSelected)
      if (tab.tabIndex !== tabIndex) tab.tabIndex = tabIndex
    }
  }
}

/** Chooses a tab's language for the whole page, keeping its group where the reader sees it. */
function choose(tab: HTMLElement): void {
  const list = tab.closest('[role=tablist]')
  const before = list?.getBoundingClientRect().top ?? 0
  chooseCodeLanguage(tab.dataset.language ?? '')
  // Panels above may change height: scroll by as much, so the group stays under the reader's eyes.
  const after = list?.getBoundingClientRect().top ?? 0
  if (after !== before) tab.ownerDocument.defaultView?.scrollBy({ top: after - before, behavior: 'instant' })
}

/** Clicks and arrow keys on every code group's tabs; the choice applies to all groups on the page. */
export function installCodeTabs(doc: Document): () => void {
  const view = doc.defaultView!
  const tabFrom = (event: Event) => closestToTarget(event, CODE_TAB)
  function onClick(event: MouseEvent) {
    const tab = tabFrom(event)
    if (tab) choose(tab)
  }
  function onKeyDown(event: KeyboardEvent) {
    const tab = tabFrom(event)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!tab || !step) return
    event.preventDefault()
    const tabs = tabsOf(tab.closest('[role=tablist]')!)
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]
    choose(next)
    next.focus()
  }
  const sync = () => syncCodeTabs(doc, currentCodeLanguage())
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  view.addEventListener(LANGUAGE_CHANGE_EVENT, sync)
  sync()
  return () => {
    doc.removeEventListener('click', onClick)
    doc.removeEventListener('keydown', onKeyDown)
    view.removeEventListener(LANGUAGE_CHANGE_EVENT, sync)
  }
}
