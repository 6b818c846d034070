'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { applyDarkMode, persistDarkMode, resolveDarkMode, THEME_STORAGE_KEY } from '@/lib/theme'
import { MoonIcon, SunIcon } from './icons'

const SYSTEM_DARK = '(prefers-color-scheme: dark)'

/** The theme lives on <html class="dark"> (set before first paint); React only reads it. */
function subscribeToRootClass(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
const isDarkNow = () => document.documentElement.classList.contains('dark')

export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribeToRootClass, isDarkNow, () => null)

  useEffect(() => {
    const media = window.matchMedia(SYSTEM_DARK)
    const followSystem = () => {
      if (localStorage.getItem(THEME_STORAGE_KEY) === null) applyDarkMode(document.documentElement, media.matches)
    }
    const syncOtherTabs = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) applyDarkMode(document.documentElement, resolveDarkMode(event.newValue, media.matches))
    }
    media.addEventListener('change', followSystem)
    window.addEventListener('storage', syncOtherTabs)
    return () => {
      media.removeEventListener('change', followSystem)
      window.removeEventListener('storage', syncOtherTabs)
    }
  }, [])

  function toggle() {
    const next = !isDarkNow()
    applyDarkMode(document.documentElement, next)
    persistDarkMode(localStorage, next, window.matchMedia(SYSTEM_DARK).matches)
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={dark ?? undefined}
      className="icon-button"
    >
      <SunIcon className="h-5 w-5 dark:hidden" />
      <MoonIcon className="hidden h-5 w-5 dark:block" />
    </button>
  )
}
