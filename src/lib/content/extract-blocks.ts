import type { Code, Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { Node, Parent } from 'unist'
import { visit } from 'unist-util-visit'
import { isMdxComponentName, type MdxComponentName } from './components'
import { isJsxElement, jsxAttribute, type JsxElement } from './mdast-jsx'

/** A page's readable content in document order: what search indexes and plain-text outputs read. */
export type DocBlock =
  | { kind: 'heading'; depth: number; id: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'code'; lang: string; text: string }

const TEXT_CONTAINERS = new Set(['paragraph', 'tableRow', 'blockquote'])

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function headingId(node: Heading): string {
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id
  return typeof id === 'string' ? id : ''
}

type SearchText = (node: JsxElement, into: DocBlock[]) => void

/** `children`: the component's text is its children's (walked like any Markdown). */
const CHILDREN = 'children' as const

/** The search side of every component in the registry: what text a reader searching should find. */
export const COMPONENT_SEARCH_TEXT: Record<MdxComponentName, SearchText | typeof CHILDREN> = {
  Heading: (node, into) => {
    const id = jsxAttribute(node, 'id')
    into.push({ kind: 'heading', depth: Number(jsxAttribute(node, 'level') ?? 2), id: typeof id === 'string' ? id : '', text: squash(toString(node as unknown as Root)) })
  },
  Property: (node, into) => {
    const name = jsxAttribute(node, 'name')
    const type = jsxAttribute(node, 'type')
    const description = squash(toString(node as unknown as Root))
    into.push({ kind: 'text', text: squash(`${name ?? ''}${typeof type === 'string' ? ` (${type})` : ''}: ${description}`) })
  },
  Card: (node, into) => {
    const name = jsxAttribute(node, 'name')
    const description = jsxAttribute(node, 'description')
    const text = [name, description].filter((v) => typeof v === 'string').join(': ')
    if (text) into.push({ kind: 'text', text })
  },
  AcceptedValues: CHILDREN,
  Callout: CHILDREN,
  Cards: CHILDREN,
  CodeGroup: CHILDREN,
  GuideFilter: () => {},
  MethodBadge: CHILDREN,
  Note: CHILDREN,
  Properties: CHILDREN,
  Tip: CHILDREN,
  Warning: CHILDREN,
}

function jsxBlocks(node: JsxElement, into: DocBlock[]): boolean {
  const handler = node.name && isMdxComponentName(node.name) ? COMPONENT_SEARCH_TEXT[node.name] : CHILDREN
  if (handler === CHILDREN) return false
  handler(node, into)
  return true
}

/** Generated data a reader does not search for row by row (the support matrix's tables) carries `data.searchText: false`. */
function leftOutOfSearch(node: Node): boolean {
  return (node.data as { searchText?: boolean } | undefined)?.searchText === false
}

function walk(node: Node, into: DocBlock[]): void {
  if (leftOutOfSearch(node)) return
  if (node.type === 'heading') {
    into.push({ kind: 'heading', depth: (node as Heading).depth, id: headingId(node as Heading), text: squash(toString(node)) })
    return
  }
  if (node.type === 'code') {
    const code = node as Code
    into.push({ kind: 'code', lang: code.lang ?? 'text', text: code.value })
    return
  }
  const children = (node as Parent).children
  if (node.type === 'paragraph' && children.length === 1 && isJsxElement(children[0])) {
    walk(children[0], into)
    return
  }
  if (TEXT_CONTAINERS.has(node.type)) {
    const text = squash(node.type === 'tableRow' ? (node as Parent).children.map((cell) => toString(cell)).join(' | ') : toString(node))
    if (text) into.push({ kind: 'text', text })
    return
  }
  if (isJsxElement(node) && jsxBlocks(node, into)) return
  if ('children' in node) for (const child of (node as Parent).children) walk(child, into)
}

export function extractBlocks(tree: Root): DocBlock[] {
  const blocks: DocBlock[] = []
  for (const child of tree.children as RootContent[]) walk(child, blocks)
  return blocks
}

/** Every link target a page contains: Markdown links and the `href` of JSX elements such as `<Card>`. */
export function extractLinks(tree: Root): string[] {
  const links: string[] = []
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push((node as { url: string }).url)
    else if (isJsxElement(node)) {
      const href = jsxAttribute(node, 'href')
      if (typeof href === 'string') links.push(href)
    }
  })
  return links
}
