'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { CloseIcon, MenuIcon } from './icons'

/** The slide-in navigation panel for small screens; any route change closes it. */
export function MobileNavigation({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Toggle navigation"
        className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <MenuIcon className="h-5 w-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-900/40 backdrop-blur-sm lg:hidden dark:bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-full max-w-xs overflow-y-auto bg-white px-4 pt-4 pb-8 shadow-xl ring-1 ring-zinc-900/10 data-[state=open]:animate-[slide-in_200ms_ease-out] lg:hidden dark:bg-zinc-900 dark:ring-white/10"
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
