// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptedValuesScript, codeTabClicksScript, codeTabKeysScript, copiedFeedbackScript, copyCodeScript, copyPageScript } from '@/inline-scripts/generated'
import { FORMS, runInlineScript, type InlineScriptForm } from './run'

/** The head's scripts for the controls of code blocks and reference pages: each as text and as module. */
const SCRIPTS = [
  { text: codeTabClicksScript, load: () => import('@/inline-scripts/code-tab-clicks') },
  { text: codeTabKeysScript, load: () => import('@/inline-scripts/code-tab-keys') },
  { text: copyCodeScript, load: () => import('@/inline-scripts/copy-code') },
  { text: copyPageScript, load: () => import('@/inline-scripts/copy-page') },
  { text: copiedFeedbackScript, load: () => import('@/inline-scripts/copied-feedback') },
  { text: acceptedValuesScript, load: () => import('@/inline-scripts/accepted-values') },
]

/** Server markup, as the components render it: the scripts run before it exists, as in the head. */
const PAGE = `
  <div data-code-group data-code-block><div role="tablist">
    <button type="button" role="tab" data-language="typescript" aria-selected="true" tabindex="0">TypeScript</button>
    <button type="button" role="tab" data-language="python" aria-selected="false" tabindex="-1">Python</button>
  </div>
  <button type="button" data-copy-button><span aria-live="polite">Copy</span></button>
  <pre><code>const a = 1</code></pre></div>
  <button type="button" data-copy-page="/docs/storage.md"><span aria-live="polite">Copy page as Markdown</span></button>
  <button type="button" data-accepted-values aria-expanded="false" aria-controls="values"><span>Show accepted values</span></button>
  <ul id="values" hidden><li>read</li></ul>`

describe.each(FORMS)('code controls from the head, before any other script (%s)', (form: InlineScriptForm) => {
  const added: Parameters<Document['addEventListener']>[] = []
  afterEach(() => {
    added.splice(0).forEach(([type, listener, options]) => document.removeEventListener(type, listener, options))
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
    document.documentElement.removeAttribute('data-code-lang')
    localStorage.clear()
  })

  async function load() {
    const add = vi.spyOn(document, 'addEventListener')
    for (const script of SCRIPTS) await runInlineScript(form, script.text, script.load)
    added.push(...(add.mock.calls as Parameters<Document['addEventListener']>[]))
    add.mockRestore()
    document.body.innerHTML = PAGE
  }
  const element = (selector: string) => document.querySelector<HTMLElement>(selector)!
  const selected = () => [...document.querySelectorAll('[role=tab]')].map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])

  it('choose a code language on the first click and with the arrow keys, once each', async () => {
    await load()
    element('[data-language=python]').click()
    expect(document.documentElement.getAttribute('data-code-lang')).toBe('python')
    expect(localStorage.getItem('preferredCodeLanguage')).toBe('python')
    expect(selected()).toEqual([
      ['TypeScript', 'false', '-1'],
      ['Python', 'true', '0'],
    ])
    element('[data-language=python]').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(document.documentElement.getAttribute('data-code-lang')).toBe('typescript')
    expect(document.activeElement).toBe(element('[data-language=typescript]'))
  })

  it('open and close an accepted-values list on each click, once', async () => {
    await load()
    element('[data-accepted-values]').click()
    expect(element('[data-accepted-values]').getAttribute('aria-expanded')).toBe('true')
    expect(element('#values').hidden).toBe(false)
    expect(element('[data-accepted-values]').textContent).toBe('Hide accepted values')
    element('[data-accepted-values]').click()
    expect(element('#values').hidden).toBe(true)
  })

  it('copy a code block and the page’s Markdown once per click, saying Copied!', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('# Storage\n')))
    await load()
    await act(async () => element('[data-copy-button]').click())
    await act(async () => element('[data-copy-page]').click())
    expect(writeText.mock.calls).toEqual([['const a = 1'], ['# Storage\n']])
    expect(element('[data-copy-button]').textContent).toBe('Copied!')
    expect(element('[data-copy-page]').textContent).toBe('Copied!')
  })
})
