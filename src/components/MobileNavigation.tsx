'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import { useLazyComponent } from '@/lib/use-lazy-component'
import { MenuIcon } from './icons'

const loadPanel = () => import('./MobileNavigationPanel').then((m) => m.MobileNavigationPanel)

/** The 'Toggle navigation' button for small screens; any route change closes the panel. */
export function MobileNavigation() {
  const pathname = usePathname()
  // Open only on the path it was opened on: any route change closes the panel.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const { Component: Panel, load } = useLazyComponent(loadPanel)
  const toggle = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Toggle navigation"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => load().then(() => setOpen(true))}
        className="toggle-button lg:hidden"
      >
        <MenuIcon className="h-5 w-5" />
      </button>
      {Panel && (
        <Panel open={open} onOpenChange={setOpen} returnFocusTo={toggle} />
      )}
    </>
  )
}
