'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

/**
 * DocSearch 3.9 drops its own error screen right after showing it (autocomplete resets its status),
 * so the dialog would fall back to the start screen when the service is unreachable. This puts
 * DocSearch's error screen, with its own classes, into the open dialog for as long as searches
 * fail, and clears it when the query is emptied or a search succeeds.
 */
export function SearchErrorScreen({ failed, onRecovered }: { failed: boolean; onRecovered: () => void }) {
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (!failed) return
    const element = document.querySelector<HTMLElement>('.DocSearch-Dropdown')
    setDropdown(element)
    element?.setAttribute('data-search-error', 'true')
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')
    const onInput = () => {
      if (input?.value === '') onRecovered()
    }
    input?.addEventListener('input', onInput)
    return () => {
      element?.removeAttribute('data-search-error')
      input?.removeEventListener('input', onInput)
    }
  }, [failed, onRecovered])

  if (!failed || !dropdown) return null
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  )
}
