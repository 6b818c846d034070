'use client'

import { useEffect } from 'react'

/** DocSearch's own error screen markup and classes, so it looks like the rest of the dialog. */
const ERROR_SCREEN = `<div class="DocSearch-Screen-Icon"><svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"/></svg></div><p class="DocSearch-Title">Unable to fetch results</p><p class="DocSearch-Help">You might want to check your network connection.</p>`

/**
 * DocSearch 3.9 drops its own error screen right after showing it (autocomplete resets its status),
 * so the dialog would fall back to the start screen when the service is unreachable. While searches
 * fail, this puts DocSearch's error screen into the open dialog; emptying the query or a successful
 * search takes it away.
 */
export function SearchErrorScreen({ failed, onRecovered }: { failed: boolean; onRecovered: () => void }) {
  useEffect(() => {
    if (!failed) return
    const dropdown = document.querySelector<HTMLElement>('.DocSearch-Dropdown')
    if (!dropdown) return
    const screen = document.createElement('div')
    screen.className = 'DocSearch-ErrorScreen'
    screen.setAttribute('role', 'alert')
    screen.innerHTML = ERROR_SCREEN
    dropdown.setAttribute('data-search-error', 'true')
    dropdown.append(screen)
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')
    const onInput = () => {
      if (input?.value === '') onRecovered()
    }
    input?.addEventListener('input', onInput)
    return () => {
      screen.remove()
      dropdown.removeAttribute('data-search-error')
      input?.removeEventListener('input', onInput)
    }
  }, [failed, onRecovered])
  return null
}
