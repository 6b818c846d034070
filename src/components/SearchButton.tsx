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
      className={
        compact
          ? 'flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-white/5'
          : 'hidden h-8 w-full max-w-xs items-center gap-2 rounded-full bg-white pr-3 pl-2 text-sm text-zinc-600 ring-1 ring-zinc-900/10 transition hover:ring-zinc-900/20 focus-visible:outline-2 focus-visible:outline-brand-500 md:flex dark:bg-white/5 dark:text-zinc-400 dark:ring-white/10 dark:hover:ring-white/20'
      }
      aria-label={compact ? 'Search docs' : undefined}
    >
      <SearchIcon className="h-5 w-5 shrink-0" />
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
