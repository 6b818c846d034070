'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import { CloseIcon } from './icons'

export interface MobileNavigationPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns when the panel closes: the toggle button. */
  returnFocusTo: RefObject<HTMLElement | null>
  children: ReactNode
}

/** The slide-in panel itself (Radix Dialog: focus trap, Escape, backdrop); loaded on first use. */
export function MobileNavigationPanel({ open, onOpenChange, returnFocusTo, children }: MobileNavigationPanelProps) {
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
