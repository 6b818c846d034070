// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CodeBlock } from '@/components/mdx/CodeBlock'
import { CodeGroup } from '@/components/mdx/CodeGroup'
import { COPY_UNAVAILABLE_WARNING } from '@/lib/copy'
import { currentCodeLanguage } from '@/lib/code-language-choice'
import { installCodeCopy } from '@/lib/enhance/copy-code'
import { installCodeTabClicks, installCodeTabKeys, syncCodeTabs } from '@/lib/enhance/code-tabs'
import { installCopiedFeedback } from '@/lib/enhance/copied-feedback'

function pre(language: string, code: string, title?: string) {
  return (
    <CodeBlock data-language={language} data-title={title}>
      <code>{code}</code>
    </CodeBlock>
  )
}

function group(title: string) {
  return (
    <CodeGroup title={title}>
      {pre('typescript', `const ${title} = 1`)}
      {pre('python', `${title} = 1`)}
      {pre('go', `${title} := 1`)}
    </CodeGroup>
  )
}

// The page's listeners, as the head's inline scripts install them: the components themselves render
// on the server. The tabs' listeners keep no state, so they serve the whole file, as they serve every
// page a reader is shown.
beforeAll(() => {
  installCodeTabClicks(document)
  installCodeTabKeys(document)
})
let listeners: AbortController
beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-code-lang')
  listeners = new AbortController()
  installCodeCopy(document, listeners.signal)
  installCopiedFeedback(document, listeners.signal)
})
afterEach(() => listeners.abort())

describe('code groups', () => {
  it('labels tabs with language display names and selects the first by default', () => {
    render(group('one'))
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['TypeScript', 'Python', 'Go'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { name: 'one' })).toBeInTheDocument()
  })

  it('uses a block title as its tab label, and Code for unknown languages', () => {
    render(
      <CodeGroup>
        {pre('bash', 'nitric start')}
        {pre('yaml', 'name: x', 'nitric.yaml')}
      </CodeGroup>,
    )
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Code', 'nitric.yaml'])
  })

  it('choosing a language in one group selects it in every group and remembers it', () => {
    render(
      <>
        {group('first')}
        {group('second')}
      </>,
    )
    const [first, second] = screen.getAllByRole('tablist')
    fireEvent.click(within(first).getByRole('tab', { name: 'Python' }))
    expect(within(first).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
    expect(within(second).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
    expect(within(second).getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'false')
    expect(document.documentElement.getAttribute('data-code-lang')).toBe('python')
    expect(localStorage.getItem('preferredCodeLanguage')).toBe('python')
  })

  it('keeps a group on its first tab when it lacks the chosen language', () => {
    render(
      <>
        {group('first')}
        <CodeGroup>
          {pre('typescript', 'a')}
          {pre('dart', 'b')}
        </CodeGroup>
      </>,
    )
    fireEvent.click(screen.getAllByRole('tab', { name: 'Go' })[0])
    const tablists = screen.getAllByRole('tablist')
    expect(within(tablists[1]).getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true')
  })

  it('moves between tabs with the arrow keys', () => {
    render(group('keys'))
    const tabs = screen.getAllByRole('tab')
    tabs[0].focus()
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Python' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows the language chosen on an earlier page as selected once the page is marked, as the head script does while the page is parsed', () => {
    document.documentElement.setAttribute('data-code-lang', 'go')
    render(group('earlier'))
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true')
    syncCodeTabs(document, currentCodeLanguage())
    expect(screen.getByRole('tab', { name: 'Go' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Go' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('tabindex', '-1')
  })

  it('marks each panel with its language for the CSS that shows it', () => {
    const { container } = render(group('panels'))
    const panels = container.querySelectorAll('[data-code-panel]')
    expect(Array.from(panels).map((p) => [p.getAttribute('data-language'), p.getAttribute('data-active')])).toEqual([
      ['typescript', 'true'],
      ['python', 'false'],
      ['go', 'false'],
    ])
    expect(container.querySelector('[data-code-group]')).toHaveAttribute('data-langs', 'typescript python go')
  })
})

describe('copy button', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows Copied! for 1000 ms after copying the code exactly', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    render(pre('typescript', 'const a = 1\nconst b = 2'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(writeText).toHaveBeenCalledWith('const a = 1\nconst b = 2')
    expect(screen.getByRole('button')).toHaveTextContent('Copied!')
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByRole('button')).toHaveTextContent('Copied!')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button')).toHaveTextContent('Copy')
  })

  it('one listener serves every block on the page, each copying its own code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    render(
      <>
        {pre('python', 'a = 1')}
        {pre('go', 'b := 2')}
      </>,
    )
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[1])
    })
    expect(writeText).toHaveBeenCalledWith('b := 2')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Copy', 'Copied!'])
    expect(screen.getAllByRole('button')[1]).toHaveAttribute('data-copied')
  })

  it('warns and does not claim success when the document has no focus', async () => {
    const writeText = vi.fn()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(pre('go', 'x := 1'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(warn).toHaveBeenCalledWith(COPY_UNAVAILABLE_WARNING)
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveTextContent('Copy')
  })
})
