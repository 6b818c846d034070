'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import type { SearchSettings } from '@/lib/search/settings'
import { isSearchShortcut, SEARCH_BUTTON_SELECTOR, SEARCH_OPENING_ATTRIBUTE } from '@/lib/search-shortcut'
import { OPEN_SEARCH_EVENT } from '../SearchButton'
import type { SearchDialogProps } from './SearchDialog'

let dialogModule: Promise<ComponentType<SearchDialogProps>> | undefined
function loadDialog() {
  dialogModule ??= import('./SearchDialog').then((m) => m.SearchDialog)
  return dialogModule
}

/**
 * Always on the page and tiny: listens for the search button and shortcuts, and loads the DocSearch
 * dialog only when a reader first asks for it (or hovers the button).
 */
export function SearchLoader({ settings, reportSearches }: { settings: SearchSettings; reportSearches: boolean }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  useEffect(() => {
    openRef.current = open
  }, [open])

  const openSearch = useCallback(() => {
    const root = document.documentElement
    root.setAttribute(SEARCH_OPENING_ATTRIBUTE, '')
    loadDialog()
      .then((component) => {
        setDialog(() => component)
        setOpen(true)
      })
      .finally(() => root.removeAttribute(SEARCH_OPENING_ATTRIBUTE))
  }, [])

  useEffect(() => {
    const onOpen = () => openSearch()
    const onKeyDown = (event: KeyboardEvent) => {
      if (openRef.current && (event.key === 'Escape' || (isSearchShortcut(event) && event.key.toLowerCase() === 'k'))) {
        event.preventDefault()
        openRef.current = false
        setOpen(false)
        return
      }
      if (openRef.current || !isSearchShortcut(event)) return
      event.preventDefault()
      openSearch()
    }
    const warm = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(SEARCH_BUTTON_SELECTOR)) void loadDialog()
    }
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen)
    window.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerover', warm, { passive: true })
    document.addEventListener('focusin', warm)
    window.__docsSearchReady = true
    if (window.__docsSearchPending) {
      window.__docsSearchPending = false
      openSearch()
    }
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen)
      window.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerover', warm)
      document.removeEventListener('focusin', warm)
    }
  }, [openSearch])

  if (!Dialog || !open) return null
  return <Dialog settings={settings} reportSearches={reportSearches} onClose={() => setOpen(false)} />
}
