'use client'

import { useEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react'

interface Option {
  id: string
  title: string
}

/** `nodejs:Node.js|python:Python` → options; ids are kept to what a CSS selector may hold unescaped. */
function options(list: string): Option[] {
  return list
    .split('|')
    .map((pair) => {
      const at = pair.indexOf(':')
      return { id: pair.slice(0, at), title: pair.slice(at + 1) }
    })
    .filter((option) => /^[a-z0-9-]+$/.test(option.id))
}

const targetId = (kind: 'lang' | 'block', id: string) => `guides-${kind}-${id}`

const FILTER_CHANGED = 'guide-filter-change'

function subscribeToFilter(onChange: () => void): () => void {
  window.addEventListener(FILTER_CHANGED, onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener(FILTER_CHANGED, onChange)
    window.removeEventListener('popstate', onChange)
  }
}

const subscribeToNothing = () => () => {}

function valid(value: string | null, list: Option[]): string | undefined {
  return value && list.some((option) => option.id === value) ? value : undefined
}

/** Writes the filter into the URL (no new history entry) and tells the component. */
function setFilter(changes: Partial<Record<'lang' | 'block', string | undefined>>): void {
  const url = new URL(window.location.href)
  for (const [key, value] of Object.entries(changes)) {
    if (value) url.searchParams.set(key, value)
    else url.searchParams.delete(key)
  }
  url.hash = ''
  window.history.replaceState(window.history.state, '', url)
  window.dispatchEvent(new Event(FILTER_CHANGED))
}

/**
 * Without JavaScript each filter is a plain link to itself, and the page's CSS hides, while that
 * link is the :target, the guides it does not match (one filter at a time). With JavaScript the
 * filters combine (language and building block), show as pressed buttons and are kept in the URL.
 */
export function GuideFilter({ groups, blocks }: { groups: string; blocks: string }) {
  const languages = options(groups)
  const buildingBlocks = options(blocks)
  // The filter lives in the URL (?lang=&block=): read it as an external store, so the server render
  // (no filter) and the first client render agree.
  const search = useSyncExternalStore(subscribeToFilter, () => window.location.search, () => '')
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const params = new URLSearchParams(search)
  const language = valid(params.get('lang'), languages)
  const block = valid(params.get('block'), buildingBlocks)
  const status = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    let shown = 0
    for (const item of document.querySelectorAll<HTMLElement>('[data-guide-list] > li')) {
      const matches = (!language || item.dataset.guideGroup === language) && (!block || (item.dataset.guideTags ?? '').split(' ').includes(block))
      item.hidden = !matches
      if (matches) shown++
    }
    if (status.current) status.current.textContent = `${shown} ${shown === 1 ? 'guide' : 'guides'}`
  }, [language, block])

  const choose = (key: 'lang' | 'block', current: string | undefined, id: string) => (event: MouseEvent) => {
    event.preventDefault()
    setFilter({ [key]: current === id ? undefined : id })
  }

  const css = [
    ...languages.map((o) => `body:has(#${targetId('lang', o.id)}:target) [data-guide-list] > li:not([data-guide-group="${o.id}"])`),
    ...buildingBlocks.map((o) => `body:has(#${targetId('block', o.id)}:target) [data-guide-list] > li:not([data-guide-tags~="${o.id}"])`),
  ]
  const chip =
    'inline-flex rounded-full px-3 py-1 text-sm ring-1 ring-zinc-300 hover:bg-zinc-100 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 target:bg-brand-700 target:text-white dark:ring-zinc-600 dark:hover:bg-zinc-800 dark:aria-pressed:bg-brand-400 dark:aria-pressed:text-zinc-950'

  return (
    <div className="not-prose my-6 space-y-3" role="group" aria-label="Filter guides" data-guide-filter>
      {css.length > 0 && <style>{`${css.join(',\n')} { display: none; }`}</style>}
      {[
        { label: 'Language', kind: 'lang' as const, list: languages, value: language },
        { label: 'Building block', kind: 'block' as const, list: buildingBlocks, value: block },
      ].map(({ label, kind, list, value }) => (
        <div key={kind} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-semibold text-zinc-900 dark:text-white">{label}</span>
          {list.map((option) => (
            <a
              key={option.id}
              id={targetId(kind, option.id)}
              href={`#${targetId(kind, option.id)}`}
              role={hydrated ? 'button' : undefined}
              aria-pressed={hydrated ? value === option.id : undefined}
              onClick={choose(kind, value, option.id)}
              className={chip}
            >
              {option.title}
            </a>
          ))}
        </div>
      ))}
      <p className="min-h-5 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        <span ref={status} />
        {hydrated && (language || block) && (
          <>
            {' · '}
            <a
              href="#"
              onClick={(event) => {
                event.preventDefault()
                setFilter({ lang: undefined, block: undefined })
              }}
              className="font-medium underline underline-offset-2"
            >
              Show all
            </a>
          </>
        )}
      </p>
    </div>
  )
}
