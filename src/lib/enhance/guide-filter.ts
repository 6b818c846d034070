import { closestToTarget } from './event-target'

/** Marks the guide index's filter (src/components/mdx/GuideFilter.tsx). */
export const GUIDE_FILTER = 'data-guide-filter'
/** Marks its 'Show all' link, shown while a filter is on. */
export const SHOW_ALL = 'data-guide-show-all'

type Kind = 'lang' | 'block'

export interface GuideFilterOption {
  id: string
  title: string
}

/** `nodejs:Node.js|python:Python` → options; ids are kept to what a CSS selector may hold unescaped. */
export function guideFilterOptions(list: string): GuideFilterOption[] {
  return list
    .split('|')
    .map((pair) => {
      const at = pair.indexOf(':')
      return { id: pair.slice(0, at), title: pair.slice(at + 1) }
    })
    .filter((option) => /^[a-z0-9-]+$/.test(option.id))
}

export const guideFilterTargetId = (kind: Kind, id: string) => `guides-${kind}-${id}`

/** The filter in the address (?lang=&block=), each kept only when the page offers it. */
function currentFilter(filter: Element, location: Location): Record<Kind, string | undefined> {
  const params = new URLSearchParams(location.search)
  const offered = (kind: Kind) => {
    const value = params.get(kind)
    return value && filter.querySelector(`[data-filter-kind="${kind}"][data-filter-value="${CSS.escape(value)}"]`) ? value : undefined
  }
  return { lang: offered('lang'), block: offered('block') }
}

/** Shows the guides the filter matches, presses its buttons and counts what is shown. */
function apply(filter: HTMLElement, location: Location): void {
  const { lang, block } = currentFilter(filter, location)
  let shown = 0
  for (const item of filter.ownerDocument.querySelectorAll<HTMLElement>('[data-guide-list] > li')) {
    const matches = (!lang || item.dataset.guideGroup === lang) && (!block || (item.dataset.guideTags ?? '').split(' ').includes(block))
    item.hidden = !matches
    if (matches) shown++
  }
  for (const chip of filter.querySelectorAll<HTMLElement>('[data-filter-kind]')) {
    chip.setAttribute('role', 'button')
    chip.setAttribute('aria-pressed', String((chip.dataset.filterKind === 'lang' ? lang : block) === chip.dataset.filterValue))
  }
  const count = filter.querySelector('[data-guide-count]')
  if (count) count.textContent = `${shown} ${shown === 1 ? 'guide' : 'guides'}`
  const showAll = filter.querySelector<HTMLElement>(`[${SHOW_ALL}]`)
  if (showAll) showAll.hidden = !lang && !block
}

/** Writes the filter into the address without a new history entry. */
function setFilter(view: Window, changes: Partial<Record<Kind, string | undefined>>): void {
  const url = new URL(view.location.href)
  for (const [key, value] of Object.entries(changes)) {
    if (value) url.searchParams.set(key, value)
    else url.searchParams.delete(key)
  }
  url.hash = ''
  view.history.replaceState(view.history.state, '', url)
}

/** Makes the guide index's filter combine its choices and keep them in the address; nothing on other pages. */
export function installGuideFilter(doc: Document): () => void {
  const filter = doc.querySelector<HTMLElement>(`[${GUIDE_FILTER}]`)
  const view = doc.defaultView!
  if (!filter) return () => {}
  function onClick(event: MouseEvent) {
    const target = closestToTarget<HTMLAnchorElement>(event, 'a')
    if (!target || !filter!.contains(target)) return
    event.preventDefault()
    const chip = target.closest<HTMLElement>('[data-filter-kind]')
    if (chip) {
      const kind = chip.dataset.filterKind as Kind
      const current = currentFilter(filter!, view.location)[kind]
      setFilter(view, { [kind]: current === chip.dataset.filterValue ? undefined : chip.dataset.filterValue })
    } else if (target.closest(`[${SHOW_ALL}]`)) {
      setFilter(view, { lang: undefined, block: undefined })
    }
    apply(filter!, view.location)
  }
  const onPopState = () => apply(filter, view.location)
  filter.addEventListener('click', onClick)
  view.addEventListener('popstate', onPopState)
  apply(filter, view.location)
  return () => {
    filter.removeEventListener('click', onClick)
    view.removeEventListener('popstate', onPopState)
  }
}
