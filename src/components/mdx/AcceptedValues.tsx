'use client'

import { useId, useState, type ReactNode } from 'react'
import { ChevronDownIcon } from '../icons'

/** A collapsible list of the values a parameter accepts. */
export function AcceptedValues({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="mt-3 rounded-lg ring-1 ring-zinc-900/10 dark:ring-white/10">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-xs font-medium text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <ChevronDownIcon className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
        {open ? 'Hide accepted values' : 'Show accepted values'}
      </button>
      <div id={id} hidden={!open} className="border-t border-zinc-900/10 px-3 py-2 text-sm dark:border-white/10 [&_ul]:my-0 [&_li]:my-1">
        {children}
      </div>
    </div>
  )
}
