import type { ComponentPropsWithoutRef } from 'react'
import { CODE_HTML_PROP } from '@/lib/content/code-html'

type CodeProps = ComponentPropsWithoutRef<'code'> & { [CODE_HTML_PROP]?: string }

/**
 * The MDX `code` element. A highlighted block arrives as markup made at build time from our own
 * content by the highlighter (which escapes the code's text); inline code renders as usual.
 */
export function Code({ [CODE_HTML_PROP]: html, children, ...props }: CodeProps) {
  if (html === undefined) return <code {...props}>{children}</code>
  return <code {...props} dangerouslySetInnerHTML={{ __html: html }} />
}
