import type { ComponentPropsWithoutRef } from 'react'
import { CopyButton } from './CopyButton'

export type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-language'?: string; 'data-title'?: string }

export const codeFrame = 'my-6 overflow-hidden rounded-xl bg-white ring-1 ring-zinc-900/10 dark:bg-zinc-900 dark:ring-white/10'
export const preClass = 'overflow-x-auto px-4 py-3.5 text-[0.8125rem] leading-6'

/** A single highlighted block (the MDX `pre`): optional file title, copy button. */
export function CodeBlock({ children, className = '', 'data-title': title, ...props }: PreProps) {
  return (
    <div data-code-block className={`not-prose group relative ${codeFrame}`}>
      {title && (
        <div className="flex h-10 items-center border-b border-zinc-900/10 px-4 font-mono text-xs text-zinc-700 dark:border-white/10 dark:text-zinc-300">{title}</div>
      )}
      <div className={`absolute right-2 ${title ? 'top-1.5' : 'top-2'} z-10`}>
        <CopyButton />
      </div>
      <pre {...props} className={`${className} ${preClass}`}>
        {children}
      </pre>
    </div>
  )
}
