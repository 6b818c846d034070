import { afterEach, describe, expect, it, vi } from 'vitest'
import { searchKeysScript } from '@/inline-scripts/generated'
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

  /** Runs the head's shortcut script against a bare window; its keydown listener and the presses it made. */
  async function runKeysScript(form: InlineScriptForm, open = false) {
    const listeners = new Map<string, (event: Event) => void>()
    const presses: string[] = []
    await runInlineScript(form, searchKeysScript, () => import('@/inline-scripts/search-keys'), {
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      document: {
        documentElement: { hasAttribute: (name: string) => open && name === 'data-search-open' },
        querySelector: (selector: string) => ({ click: () => presses.push(selector) }),
      },
    })
    return { keydown: listeners.get('keydown')!, presses }
  }

  it.each(FORMS)('the head script presses the first search button on a shortcut (%s)', async (form) => {
    const cases = [key('k', { ctrlKey: true }), key('/'), key('/', {}, input), key('k'), key('K', { metaKey: true }, input)]
    for (const event of cases) {
      const { keydown, presses } = await runKeysScript(form)
      let prevented = false
      keydown({ ...event, preventDefault: () => (prevented = true) } as unknown as Event)
      expect(presses).toEqual(isSearchShortcut(event) ? ['[data-search-button]'] : [])
      expect(prevented).toBe(isSearchShortcut(event))
    }
  })

  it.each(FORMS)('the head script leaves the keys to the open dialog (%s)', async (form) => {
    const { keydown, presses } = await runKeysScript(form, true)
    keydown({ ...key('k', { ctrlKey: true }), preventDefault() {} } as unknown as Event)
    expect(presses).toEqual([])
  })
})
