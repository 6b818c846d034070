import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { remarkHeadingIds, type DocHeading } from './remark-heading-ids'

/** The remark plugins every consumer of MDX runs, in this order: the page compiler uses the same list. */
export const remarkPlugins = [remarkGfm, remarkHeadingIds]

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins)

export function parseMdx(body: string, path: string): { tree: Root; headings: DocHeading[] } {
  const file = new VFile({ value: body, path })
  const tree = processor.runSync(processor.parse(file), file) as Root
  return { tree, headings: file.data.headings ?? [] }
}
