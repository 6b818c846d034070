import { describe, expect, it } from 'vitest'
import { componentsByName } from '@/components/mdx'
import { checkContent } from '@/lib/content/check-content'
import { MDX_COMPONENT_NAMES } from '@/lib/content/components'
import { COMPONENT_SEARCH_TEXT } from '@/lib/content/extract-blocks'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { COMPONENT_HANDLERS } from '@/lib/markdown/mdx-components'

describe('the component registry', () => {
  it('has a renderer, a Markdown form and a search text for every component, and nothing else', () => {
    const names = [...MDX_COMPONENT_NAMES].sort()
    expect(Object.keys(componentsByName).sort()).toEqual(names)
    expect(Object.keys(COMPONENT_HANDLERS).sort()).toEqual(names)
    expect(Object.keys(COMPONENT_SEARCH_TEXT).sort()).toEqual(names)
  })

  it('lets the content check refuse a component that is not in it', () => {
    const { tree } = parseMdx('<Notice>Hi</Notice>\n\n<Note>Fine</Note>\n\n<div>plain HTML is fine</div>', 'content/x.mdx')
    const page: DocPage = { route: '/x', slug: ['x'], file: 'content/x.mdx', title: 'x', description: 'd', unlisted: true, headings: [], blocks: [], links: [], tree, bodyLine: 4 }
    expect(checkContent([page], [])).toEqual([{ where: 'content/x.mdx', message: '<Notice> is not a page component; use one of those in docs/authoring.md' }])
  })
})
