import type { ReactNode } from 'react'

export type CalloutType = 'note' | 'tip' | 'warning'

/** Each kind's label and its colours' class (globals.css). */
const STYLES: Record<CalloutType, { box: string; label: string }> = {
  note: { box: 'callout-note', label: 'Note' },
  tip: { box: 'callout-tip', label: 'Tip' },
  warning: { box: 'callout-warning', label: 'Warning' },
}

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const style = STYLES[type] ?? STYLES.note
  return (
    <aside data-callout={type} aria-label={title ?? style.label} className={`callout ${style.box}`}>
      <p className="callout-label">{title ?? style.label}</p>
      <div className="callout-body">{children}</div>
    </aside>
  )
}

export const Note = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="note" title={title}>{children}</Callout>
export const Tip = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="tip" title={title}>{children}</Callout>
export const Warning = ({ children, title }: { children: ReactNode; title?: string }) => <Callout type="warning" title={title}>{children}</Callout>
