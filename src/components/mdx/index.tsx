import type { MDXComponents } from 'mdx/types'
import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import type { MdxComponentName } from '@/lib/content/components'
import { AcceptedValues } from './AcceptedValues'
import { Callout, Note, Tip, Warning } from './Callout'
import { Card, Cards } from './Cards'
import { Code } from './Code'
import { CodeBlock } from './CodeBlock'
import { CodeGroup } from './CodeGroup'
import { DocLink } from './DocLink'
import { GuideFilter } from './GuideFilter'
import { H2, H3, H4, H5, H6, Heading } from './Heading'
import { MethodBadge } from './MethodBadge'
import { Properties, Property } from './Properties'

/** A table in a scrollable region; generated tables name theirs (`aria-label` on the table node), so several on a page stay apart. */
function Table({ 'aria-label': label = 'Table', ...props }: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-frame" tabIndex={0} role="region" aria-label={label}>
      <table {...props} className="my-0" />
    </div>
  )
}

/** The React side of every component in the registry (src/lib/content/components.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const componentsByName: Record<MdxComponentName, ComponentType<any>> = {
  AcceptedValues,
  Callout,
  Card,
  Cards,
  CodeGroup,
  GuideFilter,
  Heading,
  MethodBadge,
  Note,
  Properties,
  Property,
  Tip,
  Warning,
}

/** Everything a page body renders with: Markdown's own elements restyled, then the registry's components. */
export const mdxComponents: MDXComponents = {
  a: DocLink,
  pre: CodeBlock,
  code: Code,
  h2: H2,
  h3: H3,
  h4: H4,
  // Every heading with an id gets its section's copy button, so the buttons match the Markdown's headings one to one.
  h5: H5,
  h6: H6,
  table: Table,
  ...componentsByName,
}
