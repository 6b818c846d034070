import { SearchIcon } from './icons'

/**
 * Opens the search dialog. Server-rendered markup only: the head script fetches the search island on
 * intent and opens the dialog on a press (src/inline-scripts/search-shortcut.ts).
 */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  return (
    <button type="button" data-search-button className={compact ? 'toggle-button' : 'search-field'} aria-label={compact ? 'Search docs' : undefined}>
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
