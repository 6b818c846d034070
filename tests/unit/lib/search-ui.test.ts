import { afterEach, describe, expect, it, vi } from 'vitest'
import { searchShortcutInitScript } from '@/inline-scripts/generated'
import { isSearchShortcut, missingResultsUrl, rewriteHitUrl } from '@/lib/search-ui'
import { FORMS, runInlineScript, type InlineScriptForm } from '../inline-scripts/run'

const input = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget
const body = { tagName: 'BODY', isContentEditable: false } as unknown as EventTarget
const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget = body) =>
  ({ key: k, metaKey: false, ctrlKey: false, altKey: false, target, ...extra }) as KeyboardEvent

describe('search result urls', () => {
  it('drop the /docs base and a #overview hash, keep other anchors', () => {
    expect(rewriteHitUrl('/docs/storage#overview')).toBe('/storage')
    expect(rewriteHitUrl('https://nitric.io/docs/storage#declare-a-bucket')).toBe('/storage#declare-a-bucket')
    expect(rewriteHitUrl('/docs')).toBe('/')
    expect(rewriteHitUrl('/docsearch/x')).toBe('/docsearch/x')
  })

  it('report missing results with the query in the issue title', () => {
    const url = new URL(missingResultsUrl('buckets "v2"'))
    expect(url.pathname).toBe('/nitrictech/docs/issues/new')
    expect(url.searchParams.get('title')).toBe('Missing search results for "buckets "v2""')
  })
})

describe('search shortcuts', () => {
  it('accept Ctrl+K and Cmd+K anywhere', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }, input))).toBe(true)
    expect(isSearchShortcut(key('k'))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false)
  })

  it('accept "/" only outside fields', () => {
    expect(isSearchShortcut(key('/'))).toBe(true)
    expect(isSearchShortcut(key('/', {}, input))).toBe(false)
    expect(isSearchShortcut(key('/', {}, { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget))).toBe(false)
  })

  afterEach(() => vi.unstubAllGlobals())

  /** Runs the pre-hydration script against a bare window; its listeners by event type. */
  async function runInitScript(form: InlineScriptForm) {
    const listeners = new Map<string, (event: Event) => void>()
    const win: { __docsSearchPending?: boolean; __docsSearchReady?: boolean } = {}
    const root = new Map<string, string>()
    await runInlineScript(form, searchShortcutInitScript, () => import('@/inline-scripts/search-shortcut'), {
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      window: win,
      document: { documentElement: { setAttribute: (name: string, value: string) => root.set(name, value) } },
    })
    return { listeners, win, root }
  }

  it.each(FORMS)('the pre-hydration script applies the same rule (%s)', async (form) => {
    const cases = [key('k', { ctrlKey: true }), key('/'), key('/', {}, input), key('k'), key('K', { metaKey: true }, input)]
    for (const event of cases) {
      const { listeners, win } = await runInitScript(form)
      listeners.get('keydown')!({ ...event, preventDefault() {} } as unknown as Event)
      expect(Boolean(win.__docsSearchPending)).toBe(isSearchShortcut(event))
    }
  })

  it.each(FORMS)('the pre-hydration script remembers a press of a search button until search is ready (%s)', async (form) => {
    const button = { closest: (selector: string) => (selector === '[data-search-button]' ? button : null) }
    const text = { closest: () => null }
    const click = (target: unknown) => ({ target }) as unknown as Event

    const before = await runInitScript(form)
    before.listeners.get('click')!(click(text))
    expect(before.win.__docsSearchPending).toBeUndefined()
    expect(before.root.has('data-search-opening')).toBe(false)
    before.listeners.get('click')!(click(button))
    expect(before.win.__docsSearchPending).toBe(true)
    // The press shows at once: the buttons show that search is opening.
    expect(before.root.get('data-search-opening')).toBe('')

    const after = await runInitScript(form)
    after.win.__docsSearchReady = true
    after.listeners.get('click')!(click(button))
    expect(after.win.__docsSearchPending).toBeUndefined()
  })
})
