'use client'

import { useRef, useState } from 'react'
import { useLazyComponent } from '@/lib/use-lazy-component'
import { ChevronDownIcon } from './icons'
import { versionSelectLabel, versionTriggerClass, type VersionSelectProps } from './version-select-types'

const loadMenu = () => import('./VersionSelectMenu').then((m) => m.VersionSelectMenu)
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * The version selector of a reference page. It renders as a button that looks like the select's
 * trigger; the Radix select (listbox, type-ahead, keyboard) loads on hover or focus and takes over.
 * The button carries the attributes Radix gives its closed trigger (role, name, expanded state),
 * so assistive technology meets the same combobox before and after the swap.
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
      // No aria-controls, as on Radix's closed trigger: there is no listbox to point at until it
      // opens (ARIA 1.2 asks for it only while expanded).
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-label={versionSelectLabel(props.sdkLabel)}
      aria-expanded={false}
      aria-autocomplete="none"
      onPointerEnter={() => void load()}
      onFocus={() => {
        setHadFocus(true)
        void load()
      }}
      // As Radix's trigger does: a mouse opens on press, touch and pen on click. Opening on the press
      // means a click still counts when the Radix select replaces this button between press and release.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) openNow()
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
