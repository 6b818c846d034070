// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_MARGIN_PX } from '@/lib/link-prefetch/rule'
import { isPageRoute, siteRoute, withBasePath } from '@/lib/site-href'

const router = { push: vi.fn(), prefetch: vi.fn() }

function links(html: string): void {
  document.body.innerHTML = html
}

/** Clicks and says whether the site's listener took the click; the browser's own navigation never starts (jsdom has none). */
function click(selector: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  let taken = false
  const record = (event: Event) => {
    taken = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', record, { once: true })
  document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  return { defaultPrevented: taken }
}

beforeEach(() => {
  window.history.replaceState(null, '', '/docs/apis')
  router.push.mockReset()
  router.prefetch.mockReset()
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

describe('link navigation', () => {
  let uninstall = () => {}
  beforeEach(async () => {
    const { installLinkNavigation } = await import('@/lib/enhance/site-links')
    uninstall = installLinkNavigation(document, router, '/docs')
  })
  afterEach(() => uninstall())

  it('opens a page of the site client-side on a plain click', () => {
    links('<a id="a" href="/docs/storage?lang=go#files"><span>Storage</span></a><a id="home" href="/docs">Home</a>')
    expect(click('#a span').defaultPrevented).toBe(true)
    expect(router.push).toHaveBeenCalledWith('/storage?lang=go#files')
    click('#home')
    expect(router.push).toHaveBeenLastCalledWith('/')
  })

  it('leaves the browser to it for modified clicks, new tabs, downloads, other sites, files and this page’s sections', () => {
    links(`
      <a id="blank" target="_blank" href="/docs/storage">x</a>
      <a id="download" download href="/docs/storage">x</a>
      <a id="other" href="https://example.com/docs/storage">x</a>
      <a id="outside" href="/elsewhere">x</a>
      <a id="feed" href="/docs/feed.xml">x</a>
      <a id="section" href="/docs/apis#routing">x</a>
      <a id="plain" href="/docs/storage">x</a>`)
    for (const id of ['#blank', '#download', '#other', '#outside', '#feed', '#section']) expect(click(id).defaultPrevented, id).toBe(false)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) click('#plain', init)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('does nothing with a click another handler has taken', () => {
    links('<a id="a" href="/docs/storage">x</a>')
    const taken = (event: Event) => event.preventDefault()
    document.body.addEventListener('click', taken)
    click('#a')
    document.body.removeEventListener('click', taken)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('stops when uninstalled', () => {
    links('<a id="a" href="/docs/storage">x</a>')
    uninstall()
    expect(click('#a').defaultPrevented).toBe(false)
    expect(router.push).not.toHaveBeenCalled()
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
  beforeEach(async () => {
    idle = []
    FakeObserver.last = undefined
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.resetModules()
    const { installLinkPrefetch } = await import('@/lib/enhance/site-links')
    links(`
      <a id="near" href="/docs/storage#files">x</a>
      <a id="again" href="/docs/storage">x</a>
      <a id="here" href="/docs/apis#routing">x</a>
      <a id="file" href="/docs/apis.md">x</a>
      <a id="other" href="https://example.com/docs/x">x</a>
      <a id="hover" href="/docs/secrets">x</a>`)
    uninstall = installLinkPrefetch(document, router, '/docs')
  })
  afterEach(() => {
    uninstall()
    vi.unstubAllGlobals()
  })

  const el = (id: string) => document.getElementById(id)!

  it('watches nothing and fetches nothing before the page is idle', () => {
    expect(FakeObserver.last).toBeUndefined()
    el('hover').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(router.prefetch).not.toHaveBeenCalled()
  })

  it('then prefetches each other page whose link comes within the margin, once', () => {
    idle.forEach((run) => run())
    const observer = FakeObserver.last!
    expect(observer.options.rootMargin).toBe(`${PREFETCH_MARGIN_PX}px`)
    expect(observer.observed.size).toBe(6)
    observer.show(el('near'), el('again'), el('here'), el('file'), el('other'))
    expect(router.prefetch.mock.calls).toEqual([['/storage']])
    expect(observer.observed.has(el('near'))).toBe(false)
  })

  it('prefetches a link the pointer moves over', () => {
    idle.forEach((run) => run())
    el('hover').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(router.prefetch).toHaveBeenCalledWith('/secrets')
  })
})
