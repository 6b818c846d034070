import type { ReactNode } from 'react'

export type CalloutType = 'note' | 'tip' | 'warning'

const STYLES: Record<CalloutType, { box: string; label: string }> = {
  note: { box: 'border-sky-500/40 bg-sky-50 text-sky-950 dark:border-sky-400/30 dark:bg-sky-400/5 dark:text-sky-100', label: 'Note' },
  tip: { box: 'border-emerald-500/40 bg-emerald-50 text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/5 dark:text-emerald-100', label: 'Tip' },
  warning: { box: 'border-amber-500/50 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/5 dark:text-amber-100', label: 'Warning' },
}

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const style = STYLES[type] ?? STYLES.note
  return (
    <aside data-callout={type} aria-label={title ?? style.label} className={`my-6 rounded-xl border-l-4 px-4 py-3 text-sm leading-6 ${style.box} [&>:first-child]:mt-0 [&>:last-child]:mb-0`}>
      <p className="!mt-0 !mb-1 font-semibold">{title ?? style.label}</p>
      <div className="[&_a]:text-current [&_code]:text-current [&>:first-child]:mt-0 [&>:last-child]:mb-0">{children}</div>
    </aside>
  )
}

export const Note = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="note" title={title}>{children}</Callout>
export const Tip = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="tip" title={title}>{children}</Callout>
export const Warning = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="warning" title={title}>{children}</Callout>
