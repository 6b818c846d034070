// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyPageButton } from '@/components/CopyPageButton'
import { COPY_UNAVAILABLE_WARNING } from '@/lib/copy'
import { installCopiedFeedback } from '@/lib/enhance/copied-feedback'
import { installPageCopy } from '@/lib/enhance/copy-page'

const MARKDOWN = '# Storage\n\n> Buckets and files.\n'

let listeners: AbortController
let fetch: ReturnType<typeof vi.fn>
let writeText: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetch = vi.fn().mockResolvedValue(new Response(MARKDOWN, { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  writeText = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  // As the head's inline scripts install them: the button itself is rendered on the server.
  listeners = new AbortController()
  installPageCopy(document, listeners.signal)
  installCopiedFeedback(document, listeners.signal)
})
afterEach(() => {
  listeners.abort()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const button = () => screen.getByRole('button')

describe('copy page as Markdown', () => {
  it('is a plain button naming the page’s Markdown, with a live label', () => {
    render(<CopyPageButton href="/docs/storage.md" />)
    expect(button()).toHaveAttribute('data-copy-page', '/docs/storage.md')
    expect(button()).toHaveTextContent('Copy page as Markdown')
    expect(button().querySelector('[aria-live="polite"]')).not.toBeNull()
  })

  it('fetches the Markdown once the pointer or focus reaches it, and copies it on click, saying Copied! for 1000 ms', async () => {
    render(<CopyPageButton href="/docs/storage.md" />)
    fireEvent.pointerOver(button())
    fireEvent.focusIn(button())
    expect(fetch).toHaveBeenCalledOnce()
    expect(fetch).toHaveBeenCalledWith('/docs/storage.md')
    vi.useFakeTimers()
    await act(async () => {
      fireEvent.click(button())
    })
    expect(fetch).toHaveBeenCalledOnce()
    expect(writeText).toHaveBeenCalledWith(MARKDOWN)
    expect(button()).toHaveTextContent('Copied!')
    expect(button()).toHaveAttribute('data-copied')
    act(() => vi.advanceTimersByTime(999))
    expect(button()).toHaveTextContent('Copied!')
    act(() => vi.advanceTimersByTime(1))
    expect(button()).toHaveTextContent('Copy page as Markdown')
    expect(button()).not.toHaveAttribute('data-copied')
  })

  it('warns when the Markdown cannot be fetched, and asks again on the next click', async () => {
    fetch.mockResolvedValueOnce(new Response('gone', { status: 503 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CopyPageButton href="/docs/storage.md" />)
    await act(async () => {
      fireEvent.click(button())
    })
    expect(warn).toHaveBeenCalledWith('Copying the page as Markdown is not possible: /docs/storage.md answered 503')
    expect(writeText).not.toHaveBeenCalled()
    expect(button()).toHaveTextContent('Copy page as Markdown')
    await act(async () => {
      fireEvent.click(button())
    })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(writeText).toHaveBeenCalledWith(MARKDOWN)
  })

  it('warns and does not claim success when the document has no focus', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CopyPageButton href="/docs/storage.md" />)
    await act(async () => {
      fireEvent.click(button())
    })
    expect(warn).toHaveBeenCalledWith(COPY_UNAVAILABLE_WARNING)
    expect(button()).toHaveTextContent('Copy page as Markdown')
  })
})
