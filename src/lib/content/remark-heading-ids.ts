import GithubSlugger from 'github-slugger'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { isJsxElement, jsxAttribute } from './mdast-jsx'

export interface DocHeading {
  depth: number
  id: string
  text: string
  tag?: string
  label?: string
}

declare module 'vfile' {
  interface DataMap {
    headings: DocHeading[]
  }
}

/**
 * Gives every Markdown heading and every `<Heading>` element an id (GitHub slug rules, unique per
 * page) and records them in `file.data.headings`. The page renderer and the loader both run it, so
 * anchors, the table of contents and search records always agree.
 */
export const remarkHeadingIds: Plugin<[], Root> = () => (tree, file) => {
  const slugger = new GithubSlugger()
  const headings: DocHeading[] = []
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading
      const text = toString(heading).trim()
      const id = slugger.slug(text)
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } }
      headings.push({ depth: heading.depth, id, text })
      return
    }
    if (isJsxElement(node, 'Heading')) {
      const text = toString(node as unknown as Root).trim()
      const explicitId = jsxAttribute(node, 'id')
      const id = typeof explicitId === 'string' ? explicitId : slugger.slug(text)
      if (typeof explicitId === 'string') slugger.slug(explicitId)
      else node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id })
      const level = Number(jsxAttribute(node, 'level') ?? 2)
      const tag = jsxAttribute(node, 'tag')
      const label = jsxAttribute(node, 'label')
      headings.push({
        depth: Number.isFinite(level) ? level : 2,
        id,
        text,
        ...(typeof tag === 'string' ? { tag } : {}),
        ...(typeof label === 'string' ? { label } : {}),
      })
    }
  })
  file.data.headings = headings
}
