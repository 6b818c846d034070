import type { ComponentPropsWithoutRef } from 'react'
import { CopyButton } from './CopyButton'

export type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-language'?: string; 'data-title'?: string; 'data-fragment'?: string; 'data-checked'?: string }

export const preClass = 'code-pre'

/** Marks a sample that is partial on purpose, so nobody pastes it expecting a whole program. */
export function ExcerptBadge() {
  return (
    <span title="Part of a larger program: not complete on its own" className="excerpt-badge">
      Excerpt
    </span>
  )
}

/** Small print under a block the sample check checked: what it used, e.g. "Type-checked against @nitric/sdk 1.2.2 plus v1.4.2's added exports" (see checkedLabel). */
export function CheckedNote({ children }: { children: string }) {
  return <p className="code-checked">{children}</p>
}

/** A single highlighted block (the MDX `pre`): optional file title, an excerpt mark, copy button. */
export function CodeBlock({ children, className = '', 'data-title': title, 'data-fragment': fragment, 'data-checked': checked, ...props }: PreProps) {
  const bar = title || fragment
  return (
    <div data-code-block className="not-prose code-frame relative">
      {bar && (
        <div className="code-file-bar">
          {title}
          {fragment && <ExcerptBadge />}
        </div>
      )}
      <div className={`absolute right-2 ${bar ? 'top-1.5' : 'top-2'} z-10`}>
        <CopyButton />
      </div>
      <pre {...props} className={`${className} ${preClass}`}>
        {children}
      </pre>
      {checked && <CheckedNote>{checked}</CheckedNote>}
    </div>
  )
}
