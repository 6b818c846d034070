import type { MDXComponents } from 'mdx/types'
import type { ComponentPropsWithoutRef } from 'react'
import { AcceptedValues } from './AcceptedValues'
import { Callout, Note, Tip, Warning } from './Callout'
import { Card, Cards } from './Cards'
import { CodeBlock } from './CodeBlock'
import { CodeGroup } from './CodeGroup'
import { DocLink } from './DocLink'
import { H2, H3, H4, Heading } from './Heading'
import { MethodBadge } from './MethodBadge'
import { Properties, Property } from './Properties'

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="my-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table {...props} className="my-0" />
    </div>
  )
}

/** Everything a page body may use; see docs/authoring.md. */
export const mdxComponents: MDXComponents = {
  a: DocLink,
  pre: CodeBlock,
  h2: H2,
  h3: H3,
  h4: H4,
  table: Table,
  AcceptedValues,
  Callout,
  Card,
  Cards,
  CodeGroup,
  Heading,
  MethodBadge,
  Note,
  Properties,
  Property,
  Tip,
  Warning,
}
