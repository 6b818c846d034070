// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenShown } from '@/lib/page-behaviours/when-shown'

describe('whenShown', () => {
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering
  })

  it('calls at once for a page the reader sees', () => {
    const callback = vi.fn()
    whenShown(document, callback)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('waits, for a prerendered page, until the reader opens it, and calls once', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true })
    const callback = vi.fn()
    whenShown(document, callback)
    expect(callback).not.toHaveBeenCalled()
    document.dispatchEvent(new Event('prerenderingchange'))
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
