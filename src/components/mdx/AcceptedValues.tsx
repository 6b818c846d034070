import { useId, type ReactNode } from 'react'
import { ACCEPTED_VALUES_TOGGLE } from '@/lib/enhance/accepted-values'
import { ChevronDownIcon } from '../icons'

/**
 * A collapsible list of the values a parameter accepts, rendered closed on the server; one listener
 * (src/lib/enhance/accepted-values.ts) opens and closes every list on the page.
 */
export function AcceptedValues({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <div className="mt-3 rounded-lg ring-1 ring-zinc-900/10 dark:ring-white/10">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={id}
        {...{ [ACCEPTED_VALUES_TOGGLE]: '' }}
        className="group/values flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-xs font-medium text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <ChevronDownIcon className="size-4 transition group-aria-expanded/values:rotate-180" />
        <span>Show accepted values</span>
      </button>
      <div id={id} hidden className="border-t border-zinc-900/10 px-3 py-2 text-sm dark:border-white/10 [&_ul]:my-0 [&_li]:my-1">
        {children}
      </div>
    </div>
  )
}
