/**
 * The search island: DocSearch's dialog with its own React, fetched by the head script on a reader's
 * intent (src/inline-scripts/search-shortcut.ts), which calls `openSearch` on a press. It mounts into
 * an element of its own at the end of <body>, outside any markup React hydrates.
 */
import docSearchStyles from '@docsearch/css/dist/style.css'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import themeStyles from '@/components/search/search-theme.css'
import { SearchDialog } from '@/components/search/SearchDialog'
import { readPageSearchSettings } from '@/lib/search/page-settings'
import { isSearchShortcut, SEARCH_OPEN_ATTRIBUTE } from '@/lib/search-shortcut'

let root: Root | undefined

function mount(): Root {
  const style = document.createElement('style')
  style.textContent = docSearchStyles + themeStyles
  document.head.append(style)
  const element = document.createElement('div')
  element.id = 'search-island'
  document.body.append(element)
  // While it is open, Escape and Ctrl/⌘-K close it; a Ctrl/⌘-K the head script took to open it (and
  // marked handled) does not.
  addEventListener('keydown', (event) => {
    const shortcut = isSearchShortcut(event) && event.key.toLowerCase() === 'k' && !event.defaultPrevented
    if (!isOpen() || !(event.key === 'Escape' || shortcut)) return
    event.preventDefault()
    closeSearch()
  })
  return createRoot(element)
}

function isOpen(): boolean {
  return document.documentElement.hasAttribute(SEARCH_OPEN_ATTRIBUTE)
}

function closeSearch(): void {
  document.documentElement.removeAttribute(SEARCH_OPEN_ATTRIBUTE)
  root?.render(null)
}

/** Shows the dialog before returning, so the press that asked for it is answered in the same task. */
export function openSearch(): void {
  if (isOpen()) return
  root ??= mount()
  const { settings, reportSearches } = readPageSearchSettings(document)
  document.documentElement.setAttribute(SEARCH_OPEN_ATTRIBUTE, '')
  const dialog = <SearchDialog settings={settings} reportSearches={reportSearches} onClose={closeSearch} />
  flushSync(() => root!.render(dialog))
}

