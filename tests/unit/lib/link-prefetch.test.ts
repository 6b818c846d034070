// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkPrefetch, PREFETCH_MARGIN_PX } from '@/lib/link-prefetch/rule'

describe('the link prefetch rule', () => {
  it('prefetches nothing before the page is idle', () => {
    expect(linkPrefetch('/apis', '/', false)).toBe(false)
  })

  it('then leaves other pages to next/link’s default prefetch', () => {
    expect(linkPrefetch('/apis', '/', true)).toBeNull()
    expect(linkPrefetch({ pathname: '/storage', hash: 'files' }, '/', true)).toBeNull()
    expect(linkPrefetch('/apis', null, true)).toBeNull()
  })

  it('never prefetches the page being read, whatever its query or fragment', () => {
    expect(linkPrefetch('/apis', '/apis', true)).toBe(false)
    expect(linkPrefetch('/apis#routing', '/apis', true)).toBe(false)
    expect(linkPrefetch('/apis?x=1', '/apis', true)).toBe(false)
    expect(linkPrefetch({ pathname: '/apis' }, '/apis', true)).toBe(false)
    expect(linkPrefetch('/', '/', true)).toBe(false)
    expect(linkPrefetch('#setup', '/apis', true)).toBe(false)
    expect(linkPrefetch('?lang=python', '/apis', true)).toBe(false)
    expect(linkPrefetch({ hash: 'setup' }, '/apis', true)).toBe(false)
  })

  it('uses the margin next/link observes links with', () => {
    const links = createRequire(import.meta.url).resolve('next/dist/client/components/links.js')
    const margins = [...readFileSync(links, 'utf8').matchAll(/rootMargin: '(\d+)px'/g)].map((match) => Number(match[1]))
    expect(margins).toEqual([PREFETCH_MARGIN_PX])
  })
})

describe('usePageIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
    Reflect.deleteProperty(document, 'readyState')
  })

  async function freshHook() {
    vi.resetModules()
    return (await import('@/lib/link-prefetch/page-idle')).usePageIdle
  }

  it('turns true once the browser is idle after the load event, for every reader', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const idleCallbacks: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const usePageIdle = await freshHook()
    const first = renderHook(() => usePageIdle())
    const second = renderHook(() => usePageIdle())
    expect(idleCallbacks).toHaveLength(0)
    act(() => void window.dispatchEvent(new Event('load')))
    expect(idleCallbacks).toHaveLength(1)
    expect(first.result.current).toBe(false)
    act(() => idleCallbacks[0]())
    expect(first.result.current).toBe(true)
    expect(second.result.current).toBe(true)
  })

  it('waits for idle only when the page has already loaded', async () => {
    const idleCallbacks: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const usePageIdle = await freshHook()
    const { result } = renderHook(() => usePageIdle())
    expect(result.current).toBe(false)
    act(() => idleCallbacks[0]())
    expect(result.current).toBe(true)
  })
})
