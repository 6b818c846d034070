// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_MARGIN_PX } from '@/lib/link-prefetch/rule'
import { PRERENDER_ATTRIBUTE } from '@/lib/link-prefetch/prefetch-links'
import { isPageRoute, siteRoute, withBasePath } from '@/lib/site-href'

function links(html: string): void {
  document.body.innerHTML = html
}

beforeEach(() => {
  window.history.replaceState(null, '', '/docs/apis')
})

describe('site addresses', () => {
  it('put routes under the base path, keeping query and fragment', () => {
    expect(withBasePath('/', '/docs')).toBe('/docs')
    expect(withBasePath('/#libraries', '/docs')).toBe('/docs#libraries')
    expect(withBasePath('/apis?lang=go#routing', '/docs')).toBe('/docs/apis?lang=go#routing')
    expect(withBasePath('https://example.com/x', '/docs')).toBe('https://example.com/x')
    expect(withBasePath('//example.com/x', '/docs')).toBe('//example.com/x')
  })

  it('read the route back from an address on the same origin under the base path only', () => {
    const origin = 'http://site.test'
    expect(siteRoute(new URL('http://site.test/docs'), origin, '/docs')).toBe('/')
    expect(siteRoute(new URL('http://site.test/docs/apis?x=1#y'), origin, '/docs')).toBe('/apis?x=1#y')
    expect(siteRoute(new URL('http://site.test/docsearch'), origin, '/docs')).toBeUndefined()
    expect(siteRoute(new URL('http://other.test/docs/apis'), origin, '/docs')).toBeUndefined()
  })

  it('tell pages from files and API answers', () => {
    expect(isPageRoute('/reference/nodejs/v0')).toBe(true)
    expect(isPageRoute('/apis#x')).toBe(true)
    expect(isPageRoute('/feed.xml')).toBe(false)
    expect(isPageRoute('/apis.md')).toBe(false)
    expect(isPageRoute('/api/search/1/indexes')).toBe(false)
  })
})

describe('link prefetching', () => {
  /** A stand-in IntersectionObserver the test drives. */
  class FakeObserver {
    static last: FakeObserver | undefined
    observed = new Set<Element>()
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit,
    ) {
      FakeObserver.last = this
    }
    observe(element: Element) {
      this.observed.add(element)
    }
    unobserve(element: Element) {
      this.observed.delete(element)
    }
    disconnect() {
      this.observed.clear()
    }
    show(...elements: Element[]) {
      this.callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
    }
  }

  let idle: Array<() => void>
  let uninstall = () => {}
  let installLinkPrefetchAgain: () => () => void
  beforeEach(async () => {
    idle = []
    FakeObserver.last = undefined
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.resetModules()
    const { installLinkPrefetch } = await import('@/lib/link-prefetch/prefetch-links')
    links(`
      <a id="near" href="/docs/storage#files">x</a>
      <a id="again" href="/docs/storage">x</a>
      <a id="here" href="/docs/apis#routing">x</a>
      <a id="file" href="/docs/apis.md">x</a>
      <a id="other" href="https://example.com/docs/x">x</a>
      <a id="hover" href="/docs/secrets">x</a>`)
    uninstall = installLinkPrefetch(document, '/docs')
    installLinkPrefetchAgain = () => installLinkPrefetch(document, '/docs')
  })
  afterEach(() => {
    uninstall()
    vi.unstubAllGlobals()
    document.head.querySelectorAll('script, link').forEach((element) => element.remove())
  })

  const el = (id: string) => document.getElementById(id)!
  const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'))

  it('watches nothing and fetches nothing before the page is idle', () => {
    expect(FakeObserver.last).toBeUndefined()
    el('hover').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(prefetchLinks()).toEqual([])
  })

  it('then prefetches each other page whose link comes within the margin, once, with <link rel="prefetch"> where speculation rules are missing', () => {
    idle.forEach((run) => run())
    const observer = FakeObserver.last!
    expect(observer.options.rootMargin).toBe(`${PREFETCH_MARGIN_PX}px`)
    expect(observer.observed.size).toBe(6)
    observer.show(el('near'), el('again'), el('here'), el('file'), el('other'))
    expect(prefetchLinks()).toEqual(['/docs/storage'])
    expect(observer.observed.has(el('near'))).toBe(false)
    observer.show(el('again'))
    expect(prefetchLinks()).toEqual(['/docs/storage'])
  })

  it('prefetches a link the pointer moves over', () => {
    idle.forEach((run) => run())
    el('hover').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(prefetchLinks()).toEqual(['/docs/secrets'])
  })

  it('lists the pages in a speculation rules script where the browser takes one', () => {
    vi.stubGlobal('HTMLScriptElement', Object.assign(class extends HTMLScriptElement {}, { supports: (type: string) => type === 'speculationrules' }))
    uninstall()
    uninstall = installLinkPrefetchAgain()
    idle.forEach((run) => run())
    FakeObserver.last!.show(el('near'), el('hover'), el('here'))
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')]
    expect(scripts.map((script) => JSON.parse(script.textContent!))).toEqual([
      { prerender: [{ where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'moderate' }] },
      { prefetch: [{ source: 'list', urls: ['/docs/storage', '/docs/secrets'] }] },
    ])
    expect(prefetchLinks()).toEqual([])
    // The links the rule allowed are the ones a reader's intent prerenders; the current page's is not.
    expect(['near', 'hover', 'here'].map((id) => el(id).hasAttribute(PRERENDER_ATTRIBUTE))).toEqual([true, true, false])
  })
})
