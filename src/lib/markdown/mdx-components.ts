import type { BlockContent, Code, Heading, List, ListItem, Nodes, PhrasingContent, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { isMdxComponentName, type MdxComponentName } from '@/lib/content/components'
import { isJsxElement, jsxAttribute, type JsxElement } from '@/lib/content/mdast-jsx'
import { inlineCode, paragraph, text } from '@/lib/content/mdast-nodes'
import { titleFromMeta } from '@/lib/content/highlighter'
import { languageDisplayName } from '@/lib/code-languages'

/** What a component handler may use: its children already converted, and the link rewriter. */
export interface ConvertContext {
  children(node: JsxElement): RootContent[]
  link(url: string): string
  /** The "checked against" line the page shows under a code block whose sample was checked (its meta names the record). */
  checkedNote?(meta: string | null | undefined): string | undefined
  /** Inside a table whose data says `markdownLinks: false`: links become their text. */
  unlink?: boolean
}

type Handler = (node: JsxElement, context: ConvertContext) => RootContent[]

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'html'])

export function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING.has(node.type)
}

const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })

/** Wraps runs of inline nodes in paragraphs, so a component's children can sit in a block container. */
export function asBlocks(nodes: RootContent[]): BlockContent[] {
  const blocks: BlockContent[] = []
  let run: PhrasingContent[] = []
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) blocks.push(paragraph(run))
    run = []
  }
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node)
    else {
      flush()
      blocks.push(node as BlockContent)
    }
  }
  flush()
  return blocks
}

function attribute(node: JsxElement, name: string): string | undefined {
  const value = jsxAttribute(node, name)
  return typeof value === 'string' ? value : undefined
}

/** Puts a label in front of the first paragraph of some blocks, or in a paragraph of its own. */
function leadWith(label: PhrasingContent[], blocks: BlockContent[]): BlockContent[] {
  const [first, ...rest] = blocks
  if (first?.type === 'paragraph') return [paragraph([...label, text(' '), ...first.children]), ...rest]
  return [paragraph(label), ...blocks]
}

const CALLOUT_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', warning: 'Warning' }

/** Note, Tip, Warning, Callout → a blockquote opening with a bold label (and the title, if any). */
function callout(type: string): Handler {
  return (node, context) => {
    const kind = type === 'callout' ? (attribute(node, 'type') ?? 'note') : type
    const label = CALLOUT_LABELS[kind] ?? CALLOUT_LABELS.note
    const title = attribute(node, 'title')
    const body = asBlocks(context.children(node))
    // A titled callout keeps its title on a line of its own, as the page shows it.
    return [{ type: 'blockquote', children: title ? [paragraph([strong(`${label}: ${title}`)]), ...body] : leadWith([strong(`${label}:`)], body) }]
  }
}

/** The meta word the sample check adds to a checked block (src/lib/sample-links/mark.ts): the page's own, not the reader's. */
const SAMPLE_META_WORD = /(?:^|\s)sample=[\w-]+(?=\s|$)/g

/**
 * A fenced block as the page shows it: its file title above it (bold, on a line of its own, as the
 * block's title bar), the block, and the "checked against" line under it when its sample was checked.
 * `label` replaces the title line (a CodeGroup names the language too).
 */
export function codeBlock(block: Code, context: ConvertContext, label?: string): RootContent[] {
  const checked = context.checkedNote?.(block.meta)
  const title = label ?? titleFromMeta(block.meta ?? undefined)
  if (block.meta) block.meta = block.meta.replace(SAMPLE_META_WORD, '').trim() || null
  return [...(title ? [paragraph([strong(title)])] : []), block, ...(checked ? [paragraph([{ type: 'emphasis', children: [text(checked)] } as PhrasingContent])] : [])]
}

/** CodeGroup → each block in turn, fenced with its language and preceded by the language's name. */
const codeGroup: Handler = (node, context) => {
  const blocks: RootContent[] = []
  const title = attribute(node, 'title')
  if (title) blocks.push(paragraph([strong(title)]))
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'code') continue
    const block = child as Code
    const display = languageDisplayName(block.lang ?? undefined)
    const name = display === 'Code' && block.lang ? block.lang : display
    const file = titleFromMeta(block.meta ?? undefined)
    blocks.push(...codeBlock(block, context, file ? `${name} (${file})` : name))
  }
  return blocks
}

/** Property → "- `name` (`type`, required): description", further blocks (accepted values) beneath. */
const property: Handler = (node, context) => {
  const name = attribute(node, 'name') ?? ''
  const type = attribute(node, 'type')
  const required = jsxAttribute(node, 'required')
  const isRequired = required === true || required === 'true'
  const facts: PhrasingContent[] = type ? [text(' ('), inlineCode(type), text(`, ${isRequired ? 'required' : 'optional'}):`)] : [text(` (${isRequired ? 'required' : 'optional'}):`)]
  const description = asBlocks(context.children(node))
  const item: ListItem = { type: 'listItem', spread: false, children: leadWith([inlineCode(name), ...facts], description) }
  return [item]
}

/** Properties → one list of its Property items. */
const properties: Handler = (node, context) => {
  const items = context.children(node).filter((child): child is ListItem => child.type === 'listItem')
  return [{ type: 'list', ordered: false, spread: false, children: items } satisfies List]
}

/** AcceptedValues → its list, introduced as such. */
const acceptedValues: Handler = (node, context) => [paragraph([text('Accepted values:')]), ...asBlocks(context.children(node))]

/** Card → "- [name](absolute link): description". */
const card: Handler = (node, context) => {
  const name = attribute(node, 'name') ?? toString(node as unknown as Nodes)
  const href = attribute(node, 'href')
  const description = attribute(node, 'description')
  const label: PhrasingContent = href ? { type: 'link', url: context.link(href), children: [text(name)] } : text(name)
  return [{ type: 'listItem', spread: false, children: [paragraph(description ? [label, text(`: ${description}`)] : [label])] } satisfies ListItem]
}

/** Cards → a list of links. */
const cards: Handler = (node, context) => {
  const items = context.children(node).filter((child): child is ListItem => child.type === 'listItem')
  return [{ type: 'list', ordered: false, spread: false, children: items } satisfies List]
}

/** MethodBadge → the method as code (a paragraph of its own when the badge stood on its own line). */
const methodBadge: Handler = (node) => {
  const method = inlineCode((attribute(node, 'method') ?? toString(node as unknown as Nodes)).toUpperCase())
  return [node.type === 'mdxJsxFlowElement' ? paragraph([method]) : method]
}

/** Heading → a Markdown heading of its level, its tag and label first as code. */
const heading: Handler = (node, context) => {
  const level = Math.min(6, Math.max(1, Number(attribute(node, 'level') ?? 2) || 2)) as Heading['depth']
  const badge = [attribute(node, 'tag'), attribute(node, 'label')].filter(Boolean).join(' ')
  const content = context.children(node).filter(isPhrasing)
  return [{ type: 'heading', depth: level, children: badge ? [inlineCode(badge), text(' '), ...content] : content }]
}

/** The Markdown side of every component in the registry; any other element is replaced by its children. */
export const COMPONENT_HANDLERS: Record<MdxComponentName, Handler> = {
  AcceptedValues: acceptedValues,
  Callout: callout('callout'),
  Card: card,
  Cards: cards,
  CodeGroup: codeGroup,
  // The guide index's filter buttons: nothing to read in Markdown (the list follows it).
  GuideFilter: () => [],
  Heading: heading,
  MethodBadge: methodBadge,
  Note: callout('note'),
  Properties: properties,
  Property: property,
  Tip: callout('tip'),
  Warning: callout('warning'),
}

export function handlerFor(node: RootContent): Handler | undefined {
  return isJsxElement(node) && node.name && isMdxComponentName(node.name) ? COMPONENT_HANDLERS[node.name] : undefined
}
