// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyClickInitScript } from '@/inline-scripts/generated'
import { replayEarlyClicks } from '@/lib/enhance/early-clicks'
import { FORMS, runInlineScript, type InlineScriptForm } from '../inline-scripts/run'

const PAGE = `
  <div data-code-group><div role="tablist"><button type="button" role="tab">Python</button></div></div>
  <button type="button" data-copy-button><span aria-live="polite">Copy</span></button>
  <button type="button" data-accepted-values><span>Show accepted values</span></button>
  <button type="button" id="other">Other</button>
  <p>Text</p>`

describe.each(FORMS)('clicks before the page behaviours are installed (%s)', (form: InlineScriptForm) => {
  const listeners: Array<() => void> = []
  afterEach(() => {
    listeners.splice(0).forEach((remove) => remove())
    vi.restoreAllMocks()
    document.body.innerHTML = ''
    delete window.__docsEarlyClicks
    delete window.__docsBehavioursReady
  })

  /** Installs the head script's listener (removed after the test), then a page. */
  async function load() {
    const add = vi.spyOn(window, 'addEventListener')
    await runInlineScript(form, earlyClickInitScript, () => import('@/inline-scripts/early-clicks'))
    const added = add.mock.calls.slice()
    add.mockRestore()
    expect(added.map(([type]) => type)).toEqual(['click'])
    listeners.push(() => added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options)))
    document.body.innerHTML = PAGE
  }

  /** What the installed behaviours see: the control each click reached. */
  function behaviours() {
    const seen: string[] = []
    const onClick = (event: Event) => seen.push((event.target as Element).closest('button')?.textContent ?? 'text')
    document.addEventListener('click', onClick)
    listeners.push(() => document.removeEventListener('click', onClick))
    return seen
  }

  it('remembers clicks on code tabs, copy buttons and accepted-values toggles, and replays them in order once', async () => {
    await load()
    const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click()
    click('[data-copy-button] span')
    click('#other')
    click('p')
    click('[role=tab]')
    click('[data-accepted-values]')
    const seen = behaviours()
    replayEarlyClicks(document)
    expect(seen).toEqual(['Copy', 'Python', 'Show accepted values'])
    replayEarlyClicks(document)
    expect(seen).toHaveLength(3)
  })

  it('skips a control that left the page, and remembers nothing once the behaviours are ready', async () => {
    await load()
    ;(document.querySelector('[data-copy-button]') as HTMLElement).click()
    ;(document.querySelector('[role=tab]') as HTMLElement).click()
    document.querySelector('[data-copy-button]')!.remove()
    const seen = behaviours()
    replayEarlyClicks(document)
    expect(seen).toEqual(['Python'])
    ;(document.querySelector('[role=tab]') as HTMLElement).click()
    expect(window.__docsEarlyClicks).toEqual([])
  })
})
