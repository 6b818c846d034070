// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeLanguageInitScript, codeTabSyncScript, themeInitScript } from '@/inline-scripts/generated'
import { CODE_LANGUAGE_STORAGE_KEY } from '@/lib/code-languages'
import { THEME_STORAGE_KEY } from '@/lib/theme'
import { FORMS, runInlineScript, type InlineScriptForm } from './run'

const root = document.documentElement

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  root.className = ''
  root.removeAttribute('style')
  root.removeAttribute('data-code-lang')
  history.replaceState(null, '', '/')
})

describe.each(FORMS)('the theme before first paint (%s)', (form: InlineScriptForm) => {
  /** Runs the script with `stored` under the theme key and a system that prefers dark or not; the theme it applied. */
  async function theme(stored: string | null, systemPrefersDark: boolean) {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored)
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark }))
    await runInlineScript(form, themeInitScript, () => import('@/inline-scripts/theme'), { matchMedia })
    return { dark: root.classList.contains('dark'), colorScheme: root.style.colorScheme }
  }

  it('follows the system when nothing is stored', async () => {
    expect(await theme(null, true)).toEqual({ dark: true, colorScheme: 'dark' })
    expect(await theme(null, false)).toEqual({ dark: false, colorScheme: 'light' })
  })

  it('lets a stored choice win over the system', async () => {
    expect(await theme('true', false)).toEqual({ dark: true, colorScheme: 'dark' })
    expect(await theme('false', true)).toEqual({ dark: false, colorScheme: 'light' })
  })

  it('follows the system for a stored value that is not a choice', async () => {
    expect(await theme('yes', true)).toEqual({ dark: true, colorScheme: 'dark' })
  })

  it('leaves the page as it is when storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      expect(await theme(null, true)).toEqual({ dark: false, colorScheme: '' })
    } finally {
      vi.restoreAllMocks()
    }
  })
})

describe.each(FORMS)('the code language before first paint (%s)', (form: InlineScriptForm) => {
  /** Opens `address` with `stored` as the stored choice and runs the script; the language on <html>. */
  async function language(address: string, stored: string | null) {
    history.replaceState(null, '', address)
    if (stored !== null) localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, stored)
    await runInlineScript(form, codeLanguageInitScript, () => import('@/inline-scripts/code-language'))
    return root.getAttribute('data-code-lang')
  }

  it('applies the stored choice, and nothing without one', async () => {
    expect(await language('/storage', 'go')).toBe('go')
    localStorage.clear()
    root.removeAttribute('data-code-lang')
    expect(await language('/storage', null)).toBeNull()
  })

  it('lets a ?lang= link win, lower-cased, and stores it', async () => {
    expect(await language('/storage?lang=Python', 'go')).toBe('python')
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('python')
    root.removeAttribute('data-code-lang')
    expect(await language('/secrets?x=1&lang=csharp#top', null)).toBe('csharp')
  })

  it('ignores a ?lang= value that is not a language name', async () => {
    for (const value of ['', 'py thon', 'go%3Cscript', 'a'.repeat(21), 'rust-1']) {
      root.removeAttribute('data-code-lang')
      expect(await language(`/storage?lang=${value}`, 'go')).toBe('go')
      expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('go')
    }
  })

  const GROUPS = `
      <div data-code-group><div role="tablist">
        <button role="tab" data-language="typescript" aria-selected="true" tabindex="0"></button>
        <button role="tab" data-language="python" aria-selected="false" tabindex="-1"></button>
      </div></div>
      <div data-code-group><div role="tablist">
        <button role="tab" data-language="go" aria-selected="true" tabindex="0"></button>
      </div></div>`
  const tabStates = () => [...document.querySelectorAll<HTMLElement>('[role=tab]')].map((tab) => [tab.dataset.language, tab.getAttribute('aria-selected'), tab.tabIndex])

  it('marks each group’s tab of the chosen language selected as the parser adds it, before the next frame', async () => {
    try {
      await language('/apis', 'python')
      await runInlineScript(form, codeTabSyncScript, () => import('@/inline-scripts/code-tab-sync'))
      // The groups arrive after the head's scripts, as the parser adds the body.
      document.body.innerHTML = GROUPS
      // A MutationObserver's notice is a microtask: it comes before the browser renders again.
      await Promise.resolve()
      expect(tabStates()).toEqual([
        ['typescript', 'false', -1],
        ['python', 'true', 0],
        // A group without the chosen language keeps its first tab.
        ['go', 'true', 0],
      ])
    } finally {
      document.body.innerHTML = ''
    }
  })

  it('marks groups added later with the reader’s latest choice', async () => {
    try {
      await language('/apis', 'python')
      await runInlineScript(form, codeTabSyncScript, () => import('@/inline-scripts/code-tab-sync'))
      root.setAttribute('data-code-lang', 'go')
      document.body.innerHTML = GROUPS
      await Promise.resolve()
      expect(tabStates()).toEqual([
        ['typescript', 'true', 0],
        ['python', 'false', -1],
        ['go', 'true', 0],
      ])
    } finally {
      document.body.innerHTML = ''
    }
  })
})
