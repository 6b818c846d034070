import type { ReactNode } from 'react'

export function Properties({ children }: { children: ReactNode }) {
  return (
    <div className="my-6">
      <ul role="list" className="not-prose m-0 max-w-none list-none divide-y divide-zinc-900/5 p-0 dark:divide-white/5">
        {children}
      </ul>
    </div>
  )
}

/** One parameter: name, type, required or optional, then its description. */
export function Property({ name, type, required = false, children }: { name: string; type?: string; required?: boolean; children?: ReactNode }) {
  return (
    <li className="m-0 px-0 py-4 first:pt-0 last:pb-0">
      <dl className="m-0 flex flex-wrap items-center gap-x-3 gap-y-2">
        <dt className="sr-only">Name</dt>
        <dd>
          <code className="font-mono text-sm font-semibold text-zinc-900 dark:text-white">{name}</code>
        </dd>
        {type && (
          <>
            <dt className="sr-only">Type</dt>
            <dd className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{type}</dd>
          </>
        )}
        <dt className="sr-only">Required</dt>
        <dd
          data-required={required}
          className={`rounded px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide uppercase ${
            required ? 'bg-rose-50 text-rose-800 dark:bg-rose-400/10 dark:text-rose-300' : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
          }`}
        >
          {required ? 'Required' : 'Optional'}
        </dd>
        <dt className="sr-only">Description</dt>
        <dd className="w-full flex-none text-sm text-zinc-700 dark:text-zinc-300 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-2">{children}</dd>
      </dl>
    </li>
  )
}
