'use client'

import { SearchIcon } from './icons'

export const OPEN_SEARCH_EVENT = 'docs:open-search'

/** Opens the search dialog; the dialog itself loads on demand (see search/SearchLoader). */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  return (
    <button
      type="button"
      data-search-button
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
      className={compact ? 'toggle-button' : 'search-field'}
      aria-label={compact ? 'Search docs' : undefined}
    >
      <SearchIcon />
      {!compact && (
        <>
          <span className="flex-1 text-left">Search docs</span>
          <kbd className="ml-auto font-sans text-xs text-zinc-600 dark:text-zinc-400">
            <abbr title="Control or Command" className="no-underline">Ctrl</abbr> K
          </kbd>
        </>
      )}
    </button>
  )
}
