import type { Node } from 'unist'

/** The parts of an MDX JSX element this project reads. */
export interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'
  name: string | null
  attributes: Array<{ type: string; name?: string; value?: unknown }>
  children: Node[]
}

export function isJsxElement(node: Node, name?: string): node is JsxElement {
  const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
  return isJsx && (name === undefined || (node as JsxElement).name === name)
}

/** Reads a literal attribute: `a="x"` → 'x', `a={2}` → '2', bare `a` → true. */
export function jsxAttribute(node: JsxElement, name: string): string | true | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  if (!attribute) return undefined
  if (attribute.value === null || attribute.value === undefined) return true
  if (typeof attribute.value === 'string') return attribute.value
  const expression = attribute.value as { value?: string }
  return typeof expression.value === 'string' ? expression.value.trim().replace(/^['"`]|['"`]$/g, '') : undefined
}
