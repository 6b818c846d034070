// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installMenuScrollSaving, MENU_SCROLL_KEY, MENU_SHOWN_MEDIA, restoreMenuScroll } from '@/lib/menu-scroll'

/** jsdom has no media queries: the window is as wide as `wide` says. */
function windowIsWide(wide: boolean): void {
  window.matchMedia = (query: string) => ({ matches: query === MENU_SHOWN_MEDIA && wide, media: query }) as MediaQueryList
}

/** A side menu 400 px high whose links are 30 px apart; jsdom lays nothing out, so the boxes are given here. */
function menu(firstHref: string, currentIndex: number, shift = 0): HTMLElement {
  const links = Array.from({ length: 60 }, (_, i) => `<li><a href="${i === 0 ? firstHref : `/docs/p${i + shift}`}"${i === currentIndex ? ' aria-current="page"' : ''}>p${i}</a></li>`)
  document.body.innerHTML = `<aside class="sidebar"><nav><ul>${links.join('')}</ul></nav></aside>`
  const aside = document.querySelector<HTMLElement>('aside')!
  Object.defineProperty(aside, 'clientHeight', { value: 400, configurable: true })
  aside.getBoundingClientRect = () => new DOMRect(0, 0, 300, 400)
  document.querySelectorAll<HTMLElement>('nav a').forEach((link, i) => {
    link.getBoundingClientRect = () => new DOMRect(0, i * 30 - aside.scrollTop, 200, 20)
  })
  return aside
}

describe('menu scroll', () => {
  beforeEach(() => {
    sessionStorage.clear()
    windowIsWide(true)
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is saved when the page is left and put back on the next page of the same menu', () => {
    const first = menu('/docs', 20)
    first.scrollTop = 450
    const uninstall = installMenuScrollSaving(document)
    window.dispatchEvent(new Event('pagehide'))
    uninstall()
    expect(JSON.parse(sessionStorage.getItem(MENU_SCROLL_KEY)!)).toEqual({ menu: '/docs', top: 450 })

    const next = menu('/docs', 21)
    restoreMenuScroll(document)
    expect(next.scrollTop).toBe(450)
  })

  it('keeps the link followed where it was clicked, although the menu above it changed', () => {
    const first = menu('/docs', 3)
    first.scrollTop = 450
    const uninstall = installMenuScrollSaving(document)
    document.querySelector<HTMLElement>('a[href="/docs/p20"]')!.click()
    window.dispatchEvent(new Event('pagehide'))
    uninstall()
    // The next page lists five fewer entries above the link (the sections of the page before are gone).
    const next = menu('/docs', 15, 5)
    restoreMenuScroll(document)
    expect(next.querySelector('[aria-current]')!.getAttribute('href')).toBe('/docs/p20')
    expect(15 * 30 - next.scrollTop).toBe(20 * 30 - 450)
  })

  it('brings the current page’s link into view when the saved position would hide it', () => {
    sessionStorage.setItem(MENU_SCROLL_KEY, JSON.stringify({ menu: '/docs', top: 0 }))
    const next = menu('/docs', 40)
    restoreMenuScroll(document)
    const link = 40 * 30 - next.scrollTop
    expect(link).toBeGreaterThanOrEqual(0)
    expect(link + 20).toBeLessThanOrEqual(400)
  })

  it('is not put back under another menu', () => {
    sessionStorage.setItem(MENU_SCROLL_KEY, JSON.stringify({ menu: '/docs', top: 300 }))
    const other = menu('/docs/reference/nodejs', 2)
    restoreMenuScroll(document)
    expect(other.scrollTop).toBe(0)
  })

  it('is left alone where the menu is hidden (narrow screens) or storage holds rubbish', () => {
    sessionStorage.setItem(MENU_SCROLL_KEY, '{not json')
    const aside = menu('/docs', 2)
    expect(() => restoreMenuScroll(document)).not.toThrow()
    expect(aside.scrollTop).toBe(0)
    Object.defineProperty(aside, 'clientHeight', { value: 0 })
    aside.scrollTop = 90
    const uninstall = installMenuScrollSaving(document)
    window.dispatchEvent(new Event('pagehide'))
    uninstall()
    expect(sessionStorage.getItem(MENU_SCROLL_KEY)).toBe('{not json')
  })

  it('does not ask for the menu’s height, which lays out the whole page, where the screen is too narrow for it', () => {
    sessionStorage.setItem(MENU_SCROLL_KEY, JSON.stringify({ menu: '/docs', top: 300 }))
    windowIsWide(false)
    const aside = menu('/docs', 2)
    const height = vi.fn(() => 400)
    Object.defineProperty(aside, 'clientHeight', { get: height, configurable: true })
    restoreMenuScroll(document)
    expect(height).not.toHaveBeenCalled()
    expect(aside.scrollTop).toBe(0)
  })

  it('does not lay out the page being left: the position is read after the first frame and on scroll', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] })
    try {
      const aside = menu('/docs', 2)
      aside.scrollTop = 120
      const uninstall = installMenuScrollSaving(document)
      vi.advanceTimersToNextFrame()
      vi.runOnlyPendingTimers()
      aside.scrollTop = 300
      aside.dispatchEvent(new Event('scroll'))
      const height = vi.fn(() => 400)
      const top = vi.fn(() => 300)
      Object.defineProperty(aside, 'clientHeight', { get: height, configurable: true })
      Object.defineProperty(aside, 'scrollTop', { get: top, configurable: true })
      window.dispatchEvent(new Event('pagehide'))
      uninstall()
      expect(height).not.toHaveBeenCalled()
      expect(top).not.toHaveBeenCalled()
      expect(JSON.parse(sessionStorage.getItem(MENU_SCROLL_KEY)!)).toEqual({ menu: '/docs', top: 300 })
    } finally {
      vi.useRealTimers()
    }
  })
})
