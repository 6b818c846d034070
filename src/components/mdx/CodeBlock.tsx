import type { ComponentPropsWithoutRef } from 'react'
import { CopyButton } from './CopyButton'

export type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-language'?: string; 'data-title'?: string; 'data-fragment'?: string }

export const codeFrame = 'my-6 overflow-hidden rounded-xl bg-white ring-1 ring-zinc-900/10 dark:bg-zinc-900 dark:ring-white/10'
export const preClass = 'code-pre'

/** Marks a sample that is partial on purpose, so nobody pastes it expecting a whole program. */
export function ExcerptBadge() {
  return (
    <span title="Part of a larger program: not complete on its own" className="rounded bg-amber-100 px-1.5 py-0.5 font-sans text-[0.65rem] font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
      Excerpt
    </span>
  )
}

/** A single highlighted block (the MDX `pre`): optional file title, an excerpt mark, copy button. */
export function CodeBlock({ children, className = '', 'data-title': title, 'data-fragment': fragment, ...props }: PreProps) {
  const bar = title || fragment
  return (
    <div data-code-block className={`not-prose group relative ${codeFrame}`}>
      {bar && (
        <div className="flex h-10 items-center gap-3 border-b border-zinc-900/10 pr-14 pl-4 font-mono text-xs text-zinc-700 dark:border-white/10 dark:text-zinc-300">
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
    </div>
  )
}
