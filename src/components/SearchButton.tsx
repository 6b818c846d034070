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
          <span className="search-label">Search docs</span>
          <kbd>
            <abbr title="Control or Command">Ctrl</abbr> K
          </kbd>
        </>
      )}
    </button>
  )
}
