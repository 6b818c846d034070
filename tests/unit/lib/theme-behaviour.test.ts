// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { initTheme, installThemeFollowing } from '@/lib/theme-behaviour'
import { THEME_STORAGE_KEY } from '@/lib/theme'

/** Storage as the browser's, for one page. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) } as Storage
}

/**
 * A page of its own (a new document, its own storage and window listeners) with a theme toggle, and a
 * system that prefers dark or not; `stored` under the theme key.
 */
function page(systemPrefersDark: boolean, stored: string | null = null) {
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = '<button type="button" data-theme-toggle><svg><path /></svg></button>'
  const listeners = new Set<() => void>()
  const media = { matches: systemPrefersDark, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) }
  const events = new EventTarget()
  const view = {
    document: doc,
    localStorage: memoryStorage(),
    matchMedia: () => media,
    Element: window.Element,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as Window & typeof globalThis
  Object.defineProperty(doc, 'defaultView', { value: view })
  if (stored !== null) view.localStorage.setItem(THEME_STORAGE_KEY, stored)
  const root = view.document.documentElement
  const toggle = view.document.querySelector('svg path')!
  return {
    view,
    dark: () => root.classList.contains('dark'),
    stored: () => view.localStorage.getItem(THEME_STORAGE_KEY),
    click: () => toggle.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    systemChanges: (dark: boolean) => {
      media.matches = dark
      for (const listener of listeners) listener()
    },
  }
}

describe('the theme from first paint', () => {
  it('applies the stored choice or the system’s, then a click anywhere on a toggle switches and remembers it', () => {
    const light = page(false)
    initTheme(light.view)
    expect(light.dark()).toBe(false)
    light.click()
    expect(light.dark()).toBe(true)
    expect(light.stored()).toBe('true')
    const chosen = page(false, 'true')
    initTheme(chosen.view)
    expect(chosen.dark()).toBe(true)
  })

  it('forgets the choice when it is what the system prefers', () => {
    const dark = page(true)
    initTheme(dark.view)
    dark.click()
    expect(dark.stored()).toBe('false')
    dark.click()
    expect(dark.dark()).toBe(true)
    expect(dark.stored()).toBeNull()
  })

  it('ignores clicks elsewhere', () => {
    const light = page(false)
    initTheme(light.view)
    light.view.document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(light.dark()).toBe(false)
  })

  it('follows the system while nothing is stored, and other tabs’ choices, once the page behaviours run', () => {
    const free = page(false)
    initTheme(free.view)
    const uninstall = installThemeFollowing(free.view.document)
    free.systemChanges(true)
    expect(free.dark()).toBe(true)
    free.view.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'false' }))
    expect(free.dark()).toBe(false)
    uninstall()
    free.systemChanges(true)
    expect(free.dark()).toBe(false)

    const chosen = page(false, 'false')
    initTheme(chosen.view)
    installThemeFollowing(chosen.view.document)
    chosen.systemChanges(true)
    expect(chosen.dark()).toBe(false)
  })
})
