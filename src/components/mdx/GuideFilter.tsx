import { GUIDE_FILTER, guideFilterOptions, guideFilterTargetId, SHOW_ALL } from '@/lib/enhance/guide-filter'

const chip =
  'inline-flex rounded-full px-3 py-1 text-sm ring-1 ring-zinc-300 hover:bg-zinc-100 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 target:bg-brand-700 target:text-white dark:ring-zinc-600 dark:hover:bg-zinc-800 dark:aria-pressed:bg-brand-400 dark:aria-pressed:text-zinc-950'

/**
 * The guide index's filter, rendered on the server. Without JavaScript each filter is a plain link
 * to itself, and the page's CSS hides, while that link is the :target, the guides it does not match
 * (one filter at a time). With JavaScript (src/lib/enhance/guide-filter.ts) the filters combine
 * (language and building block), show as pressed buttons and are kept in the address.
 */
export function GuideFilter({ groups, blocks }: { groups: string; blocks: string }) {
  const filters = [
    { label: 'Language', kind: 'lang' as const, options: guideFilterOptions(groups) },
    { label: 'Building block', kind: 'block' as const, options: guideFilterOptions(blocks) },
  ]
  const css = filters.flatMap(({ kind, options }) =>
    options.map((o) => `body:has(#${guideFilterTargetId(kind, o.id)}:target) [data-guide-list] > li:not([${kind === 'lang' ? 'data-guide-group=' : 'data-guide-tags~='}"${o.id}"])`),
  )
  return (
    <div className="not-prose my-6 space-y-3" role="group" aria-label="Filter guides" {...{ [GUIDE_FILTER]: '' }}>
      {css.length > 0 && <style>{`${css.join(',\n')} { display: none; }`}</style>}
      {filters.map(({ label, kind, options }) => (
        <div key={kind} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-semibold text-zinc-900 dark:text-white">{label}</span>
          {options.map((option) => (
            <a key={option.id} id={guideFilterTargetId(kind, option.id)} href={`#${guideFilterTargetId(kind, option.id)}`} data-filter-kind={kind} data-filter-value={option.id} className={chip}>
              {option.title}
            </a>
          ))}
        </div>
      ))}
      <p className="min-h-5 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        <span data-guide-count />
        <span hidden {...{ [SHOW_ALL]: '' }}>
          {' · '}
          <a href="#" className="font-medium underline underline-offset-2">
            Show all
          </a>
        </span>
      </p>
    </div>
  )
}
