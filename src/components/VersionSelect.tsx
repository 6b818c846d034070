'use client'

import { useRef, useState } from 'react'
import { useLazyComponent } from '@/lib/use-lazy-component'
import { ChevronDownIcon } from './icons'
import { versionTriggerClass, type VersionSelectProps } from './version-select-types'

const loadMenu = () => import('./VersionSelectMenu').then((m) => m.VersionSelectMenu)
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * The version selector of a reference page. It renders as a button that looks like the select's
 * trigger; the Radix select (listbox, type-ahead, keyboard) loads on hover or focus and takes over.
 */
export function VersionSelect(props: VersionSelectProps) {
  const { Component: Menu, load } = useLazyComponent(loadMenu)
  const [openOnMount, setOpenOnMount] = useState(false)
  const placeholder = useRef<HTMLButtonElement>(null)
  const [hadFocus, setHadFocus] = useState(false)

  if (Menu) return <Menu {...props} openOnMount={openOnMount} focusOnMount={hadFocus} />
  const openNow = () => {
    setOpenOnMount(true)
    setHadFocus(document.activeElement === placeholder.current)
    void load()
  }
  return (
    <button
      ref={placeholder}
      type="button"
      // A button names itself from its text, so the label must contain the visible version.
      aria-label={`${props.sdkLabel} version ${props.current}`}
      aria-haspopup="listbox"
      onPointerEnter={() => void load()}
      onFocus={() => {
        setHadFocus(true)
        void load()
      }}
      onClick={openNow}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        openNow()
      }}
      className={versionTriggerClass}
    >
      <span>{props.current}</span>
      <ChevronDownIcon className="h-4 w-4" />
    </button>
  )
}
