'use client'

import { useEffect, useState } from 'react'
import { applyDarkMode, persistDarkMode, resolveDarkMode, THEME_STORAGE_KEY } from '@/lib/theme'
import { MoonIcon, SunIcon } from './icons'

const SYSTEM_DARK = '(prefers-color-scheme: dark)'

export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | null>(null)

  useEffect(() => {
    const media = window.matchMedia(SYSTEM_DARK)
    setDark(document.documentElement.classList.contains('dark'))
    const followSystem = () => {
      if (localStorage.getItem(THEME_STORAGE_KEY) !== null) return
      applyDarkMode(document.documentElement, media.matches)
      setDark(media.matches)
    }
    const syncOtherTabs = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return
      const next = resolveDarkMode(event.newValue, media.matches)
      applyDarkMode(document.documentElement, next)
      setDark(next)
    }
    media.addEventListener('change', followSystem)
    window.addEventListener('storage', syncOtherTabs)
    return () => {
      media.removeEventListener('change', followSystem)
      window.removeEventListener('storage', syncOtherTabs)
    }
  }, [])

  function toggle() {
    const next = !document.documentElement.classList.contains('dark')
    applyDarkMode(document.documentElement, next)
    persistDarkMode(localStorage, next, window.matchMedia(SYSTEM_DARK).matches)
    setDark(next)
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={dark ?? undefined}
      className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-600 transition hover:bg-zinc-900/5 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-white/5 dark:hover:text-white"
    >
      <SunIcon className="h-5 w-5 dark:hidden" />
      <MoonIcon className="hidden h-5 w-5 dark:block" />
    </button>
  )
}
