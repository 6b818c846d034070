'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useState, type RefObject } from 'react'
import { ISLANDS } from '@/lib/islands/names'
import { CloseIcon } from './icons'

export interface MobileNavigationPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns when the panel closes: the toggle button. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The side menu as the page shows it when the panel opens (hidden on small screens, not absent). */
function MenuCopy() {
  const [markup] = useState(() => document.querySelector(`[data-static-island="${ISLANDS.menu}"]`)?.innerHTML ?? '')
  return <div dangerouslySetInnerHTML={{ __html: markup }} />
}

/**
 * The slide-in panel itself (Radix Dialog: focus trap, Escape, backdrop); loaded on first use. It
 * shows a copy of the side menu, so the menu is sent once per page; its links work through the
 * document's link listener (src/lib/enhance/site-links.ts).
 */
export function MobileNavigationPanel({ open, onOpenChange, returnFocusTo }: MobileNavigationPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-900/40 backdrop-blur-sm lg:hidden dark:bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 left-0 z-50 w-full max-w-xs overflow-y-auto bg-white px-4 pt-4 pb-8 shadow-xl ring-1 ring-zinc-900/10 lg:hidden dark:bg-zinc-900 dark:ring-white/10"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold text-zinc-900 dark:text-white">Navigation</Dialog.Title>
            <Dialog.Close
              aria-label="Toggle navigation"
              className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-white/5"
            >
              <CloseIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <MenuCopy />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
