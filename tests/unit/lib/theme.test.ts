import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeInitScript } from '@/inline-scripts/generated'
import { persistDarkMode, resolveDarkMode, THEME_STORAGE_KEY } from '@/lib/theme'
import { FORMS, runInlineScript } from '../inline-scripts/run'

function memoryStorage() {
  const map = new Map<string, string>()
  return { map, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

describe('theme', () => {
  it('follows the system when nothing is stored', () => {
    expect(resolveDarkMode(null, true)).toBe(true)
    expect(resolveDarkMode(null, false)).toBe(false)
    expect(resolveDarkMode('garbage', true)).toBe(true)
  })

  it('lets a stored choice win', () => {
    expect(resolveDarkMode('true', false)).toBe(true)
    expect(resolveDarkMode('false', true)).toBe(false)
  })

  it('stores a choice that differs from the system under isDarkMode', () => {
    const storage = memoryStorage()
    persistDarkMode(storage, true, false)
    expect(THEME_STORAGE_KEY).toBe('isDarkMode')
    expect(storage.map.get('isDarkMode')).toBe('true')
  })

  it('removes the key when the choice equals the system preference', () => {
    const storage = memoryStorage()
    storage.setItem('isDarkMode', 'true')
    persistDarkMode(storage, false, false)
    expect(storage.map.has('isDarkMode')).toBe(false)
  })

  afterEach(() => vi.unstubAllGlobals())

  it.each(FORMS)('ships an init script that applies the same rule (%s)', async (form) => {
    const root = { classList: new Set<string>(), style: {} as Record<string, string> }
    const run = async (stored: string | null, systemDark: boolean) => {
      root.classList.clear()
      const documentElement = { classList: { toggle: (c: string, on: boolean) => (on ? root.classList.add(c) : root.classList.delete(c)) }, style: root.style }
      await runInlineScript(form, themeInitScript, () => import('@/inline-scripts/theme'), {
        // The script reads everything through `window`; it also listens for clicks on the document.
        window: { matchMedia: () => ({ matches: systemDark }), localStorage: { getItem: () => stored }, document: { documentElement, addEventListener: () => {} } },
      })
      return root.classList.has('dark')
    }
    expect(await run(null, true)).toBe(true)
    expect(await run('false', true)).toBe(false)
    expect(await run('true', false)).toBe(true)
  })
})
