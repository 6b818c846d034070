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
    <li className="property">
      <dl className="property-fields">
        <dt className="sr-only">Name</dt>
        <dd>
          <code className="property-name">{name}</code>
        </dd>
        {type && (
          <>
            <dt className="sr-only">Type</dt>
            <dd className="property-type">{type}</dd>
          </>
        )}
        <dt className="sr-only">Required</dt>
        <dd data-required={required} className="property-badge">
          {required ? 'Required' : 'Optional'}
        </dd>
        <dt className="sr-only">Description</dt>
        <dd className="property-description">{children}</dd>
      </dl>
    </li>
  )
}
