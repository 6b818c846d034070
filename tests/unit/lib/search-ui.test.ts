import { describe, expect, it } from 'vitest'
import { isSearchShortcut, missingResultsUrl, rewriteHitUrl, searchShortcutInitScript } from '@/lib/search-ui'

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

  it('the pre-hydration script applies the same rule', () => {
    const cases = [key('k', { ctrlKey: true }), key('/'), key('/', {}, input), key('k'), key('K', { metaKey: true }, input)]
    for (const event of cases) {
      let listener: ((e: KeyboardEvent) => void) | undefined
      const win: { __docsSearchPending?: boolean } = {}
      new Function('addEventListener', 'window', searchShortcutInitScript)((_: string, l: (e: KeyboardEvent) => void) => (listener = l), win)
      listener!({ ...event, preventDefault() {} } as KeyboardEvent)
      expect(Boolean(win.__docsSearchPending)).toBe(isSearchShortcut(event))
    }
  })
})
