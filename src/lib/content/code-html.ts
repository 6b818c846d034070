import type { Element, ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { ShikiTransformer } from 'shiki'

/** The attribute that carries a highlighted block's markup from the compiler to the `code` component. */
export const CODE_HTML_PROP = 'data-html'

const isLine = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'span' && String(node.properties.class ?? node.properties.className ?? '').split(' ').includes('line')

/**
 * Hands a highlighted block's tokens to React as one HTML string instead of an element per token.
 * The page's inline React payload then carries each block once as compact markup rather than as
 * thousands of serialised elements, which is most of a code-heavy page's weight and parse time.
 * Line wrappers go: nothing styles them, and the text keeps its newlines.
 */
export const codeHtmlTransformer: ShikiTransformer = {
  name: 'docs:code-html',
  code(node) {
    const tokens = node.children.flatMap((child) => (isLine(child) ? child.children : [child]))
    node.properties[CODE_HTML_PROP] = toHtml(tokens)
    node.children = []
  },
}
