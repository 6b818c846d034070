// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shouldPrefetch } from '@/lib/link-prefetch/rule'

describe('the link prefetch rule', () => {
  it('prefetches other pages', () => {
    expect(shouldPrefetch('/apis', '/')).toBe(true)
    expect(shouldPrefetch('/storage#files', '/')).toBe(true)
    expect(shouldPrefetch('/', '/apis')).toBe(true)
  })

  it('never prefetches the page being read, whatever its query or fragment', () => {
    expect(shouldPrefetch('/apis', '/apis')).toBe(false)
    expect(shouldPrefetch('/apis#routing', '/apis')).toBe(false)
    expect(shouldPrefetch('/apis?x=1', '/apis')).toBe(false)
    expect(shouldPrefetch('/', '/')).toBe(false)
  })

  it('never prefetches what is not a page: feeds, Markdown copies, API answers', () => {
    expect(shouldPrefetch('/feed.xml', '/')).toBe(false)
    expect(shouldPrefetch('/apis.md', '/')).toBe(false)
    expect(shouldPrefetch('/api/og?title=x', '/')).toBe(false)
  })
})

describe('onPageIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
    Reflect.deleteProperty(document, 'readyState')
  })

  async function fresh() {
    vi.resetModules()
    return (await import('@/lib/link-prefetch/page-idle')).onPageIdle
  }

  it('calls back once the browser is idle after the load event, every waiting caller, and later ones at once', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const idleCallbacks: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const onPageIdle = await fresh()
    const first = vi.fn()
    const second = vi.fn()
    onPageIdle(first)
    onPageIdle(second)
    expect(idleCallbacks).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(idleCallbacks).toHaveLength(1)
    expect(first).not.toHaveBeenCalled()
    idleCallbacks[0]()
    expect(first).toHaveBeenCalledOnce()
    expect(second).toHaveBeenCalledOnce()
    const late = vi.fn()
    onPageIdle(late)
    expect(late).toHaveBeenCalledOnce()
  })

  it('waits for idle only when the page has already loaded, and can be cancelled', async () => {
    const idleCallbacks: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const onPageIdle = await fresh()
    const kept = vi.fn()
    const cancelled = vi.fn()
    onPageIdle(kept)
    onPageIdle(cancelled)()
    expect(idleCallbacks).toHaveLength(1)
    idleCallbacks[0]()
    expect(kept).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
