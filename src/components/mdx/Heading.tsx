import type { ReactNode } from 'react'
import { COPY_SECTION_ATTRIBUTE, COPY_SECTION_LABEL } from '@/lib/enhance/copy-section'
import { MethodBadge } from './MethodBadge'

export interface HeadingProps {
  level?: 2 | 3 | 4 | number
  id?: string
  tag?: string
  label?: string
  anchor?: boolean
  children: ReactNode
}

/**
 * A section heading that links to itself. Its scroll offset is larger when a tag or label row sits
 * above the title (8rem, else 6rem); the anchor icon (drawn by `.heading-link` in globals.css, so a
 * page with dozens of headings carries no icon markup) shows while the heading is in view
 * (data-in-view, set by src/lib/page-behaviours/section-tracking.ts). A heading with an id starts a section, which the copy button
 * after it (an icon, its label shown on hover) copies as Markdown (src/lib/enhance/copy-section.ts).
 */
export function Heading({ level = 2, id, tag, label, anchor = true, children }: HeadingProps) {
  const Tag = (`h${Math.min(Math.max(Number(level) || 2, 2), 6)}` as 'h2')
  const hasEyebrow = Boolean(tag || label)
  const heading = (
    <Tag id={id} className={`group ${hasEyebrow ? 'mt-2 scroll-mt-32' : 'scroll-mt-24'}`}>
      {anchor && id ? (
        <a href={`#${id}`} className="heading-link">
          {children}
        </a>
      ) : (
        children
      )}
    </Tag>
  )
  return (
    <>
      {hasEyebrow && (
        <div className="not-prose mt-10 mb-2 flex items-center gap-x-3">
          {tag && <MethodBadge method={tag} />}
          {tag && label && <span className="h-0.5 w-0.5 rounded-full bg-zinc-400" aria-hidden="true" />}
          {label && <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{label}</span>}
        </div>
      )}
      {id ? (
        // A wrapper rather than a button inside the heading, whose name would take the button's.
        <div className="section-heading">
          {heading}
          <button type="button" {...{ [COPY_SECTION_ATTRIBUTE]: '' }} className="section-copy">
            <span aria-live="polite">{COPY_SECTION_LABEL}</span>
          </button>
        </div>
      ) : (
        heading
      )}
    </>
  )
}

export const H2 = (props: Omit<HeadingProps, 'level'>) => <Heading level={2} {...props} />
export const H3 = (props: Omit<HeadingProps, 'level'>) => <Heading level={3} {...props} />
export const H4 = (props: Omit<HeadingProps, 'level'>) => <Heading level={4} {...props} />
export const H5 = (props: Omit<HeadingProps, 'level'>) => <Heading level={5} {...props} />
export const H6 = (props: Omit<HeadingProps, 'level'>) => <Heading level={6} {...props} />
