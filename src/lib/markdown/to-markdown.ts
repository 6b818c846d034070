import type { Code, Nodes, Parent, Root, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkStringify, { type Options } from 'remark-stringify'
import { unified } from 'unified'
import { isJsxElement, type JsxElement } from '@/lib/content/mdast-jsx'
import { asBlocks, codeBlock, handlerFor, isPhrasing, type ConvertContext } from './mdx-components'

const STRINGIFY: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
}

// remark-gfm registers the Markdown writers for tables, strikethrough and task lists. Table cells are
// not padded to line up: the padding is whitespace an agent pays for (a third of a wide table's size).
const processor = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STRINGIFY)

const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml'])
const LINKING = new Set(['link', 'image', 'definition'])
/** Nodes whose children are blocks: inline nodes a component left there are wrapped in paragraphs. */
const FLOW_CONTAINERS = new Set(['blockquote', 'listItem', 'footnoteDefinition'])

function convert(node: RootContent, context: ConvertContext): RootContent[] {
  if (DROPPED.has(node.type)) return []
  const handler = handlerFor(node)
  if (handler) return handler(node as unknown as JsxElement, context)
  if (isJsxElement(node)) return context.children(node)
  if (node.type === 'code') return codeBlock(node as Code, context)
  if (node.type === 'table' && !context.unlink && (node.data as { markdownLinks?: boolean } | undefined)?.markdownLinks === false) {
    return convert(node, { ...context, unlink: true })
  }
  if (node.type === 'link' && context.unlink) return (node as Parent).children.flatMap((child) => convert(child as RootContent, context))
  if (LINKING.has(node.type)) {
    const linked = node as RootContent & { url: string }
    linked.url = context.link(linked.url)
  }
  if (!('children' in node)) return [node]
  const converted = (node as Parent).children.flatMap((child) => convert(child as RootContent, context))
  // A component written inline (`<Note>…</Note>` on one line) sits in a paragraph but becomes a
  // block: lift the blocks out and keep the inline parts around them as paragraphs.
  if (node.type === 'paragraph' && !converted.every(isPhrasing)) return asBlocks(converted)
  ;(node as Parent).children = (FLOW_CONTAINERS.has(node.type) ? asBlocks(converted) : converted) as Parent['children']
  return [node]
}

/**
 * Turns a page's MDX tree (from parseMdx) into plain Markdown: each component becomes the Markdown
 * a reader would have written (see mdx-components.ts), links become absolute with `link`, code
 * blocks keep their title and `checkedNote`'s line, and expressions and imports are dropped. The tree is changed in place.
 */
export function mdxTreeToMarkdown(tree: Root, link: (url: string) => string, checkedNote?: ConvertContext['checkedNote']): string {
  const context: ConvertContext = {
    link,
    checkedNote,
    children: (element) => element.children.flatMap((child) => convert(child as RootContent, context)),
  }
  tree.children = asBlocks(tree.children.flatMap((child) => convert(child, context)))
  return processor.stringify(tree as Nodes as Root)
}
