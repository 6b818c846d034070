import type { Element, ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { ShikiTransformer } from 'shiki'

/** The attribute that carries a highlighted block's markup from the compiler to the `code` component. */
export const CODE_HTML_PROP = 'data-html'

const isSpan = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'span'
const classOf = (node: Element) => String(node.properties.class ?? node.properties.className ?? '')
const isLine = (node: ElementContent) => isSpan(node) && classOf(node).split(' ').includes('line')
/** A token left with no class or style (drawn in the block's own colour) needs no element. */
const isPlain = (node: ElementContent) => isSpan(node) && Object.keys(node.properties).length === 0

/**
 * Hands a highlighted block's tokens to React as one HTML string instead of an element per token.
 * The page's inline React payload then carries each block once as compact markup rather than as
 * thousands of serialised elements, which is most of a code-heavy page's weight and parse time.
 * Line wrappers and plain tokens' wrappers go (nothing styles them; the text keeps its newlines),
 * and attribute values go unquoted where HTML allows it (`<span class=t3>`).
 */
export const codeHtmlTransformer: ShikiTransformer = {
  name: 'docs:code-html',
  code(node) {
    const tokens = node.children.flatMap((child) => (isLine(child) ? (child as Element).children : [child]))
    const unwrapped = tokens.flatMap((token) => (isPlain(token) ? (token as Element).children : [token]))
    node.properties[CODE_HTML_PROP] = toHtml(unwrapped, { preferUnquoted: true })
    node.children = []
  },
}
