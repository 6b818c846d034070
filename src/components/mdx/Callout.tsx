import type { ReactNode } from 'react'

export type CalloutType = 'note' | 'tip' | 'warning'

/** Each kind's label; its colours are the class `callout-{kind}` (globals.css). */
const LABELS: Record<CalloutType, string> = { note: 'Note', tip: 'Tip', warning: 'Warning' }

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const kind = Object.hasOwn(LABELS, type) ? type : 'note'
  const label = title ?? LABELS[kind]
  return (
    <aside data-callout={type} aria-label={label} className={`callout callout-${kind}`}>
      <p className="callout-label">{label}</p>
      <div className="callout-body">{children}</div>
    </aside>
  )
}

export const Note = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="note" title={title}>{children}</Callout>
export const Tip = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="tip" title={title}>{children}</Callout>
export const Warning = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="warning" title={title}>{children}</Callout>
