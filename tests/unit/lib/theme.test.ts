import { describe, expect, it } from 'vitest'
import { persistDarkMode, resolveDarkMode, THEME_STORAGE_KEY, themeInitScript } from '@/lib/theme'

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

  it('ships an init script that applies the same rule', () => {
    const root = { classList: new Set<string>(), style: {} as Record<string, string> }
    const run = (stored: string | null, systemDark: boolean) => {
      root.classList.clear()
      const fn = new Function('localStorage', 'window', 'document', themeInitScript)
      fn(
        { getItem: () => stored },
        { matchMedia: () => ({ matches: systemDark }) },
        { documentElement: { classList: { toggle: (c: string, on: boolean) => (on ? root.classList.add(c) : root.classList.delete(c)) }, style: root.style } },
      )
      return root.classList.has('dark')
    }
    expect(run(null, true)).toBe(true)
    expect(run('false', true)).toBe(false)
    expect(run('true', false)).toBe(true)
  })
})
