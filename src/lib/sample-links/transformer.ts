import type { ShikiTransformer, ThemedToken } from 'shiki'
import { siteConfig } from '../../site.config'
import { checkedLabel, type SampleRecord } from './store'
import type { NameLink } from './typescript'

/** The fence meta word that names a block's record: `sample=<key>` (set by {@link markCheckedSamples}, never written by hand). */
export const SAMPLE_META = /(?:^|\s)sample=([\w-]+)(?:\s|$)/

/** The attribute on `<pre>` carrying the "checked against" line for the code component. */
export const CHECKED_PROP = 'data-checked'

/** Splits one line's tokens at the links' edges; the pieces inside a link carry its address. */
export function linkTokens(line: ThemedToken[], links: readonly NameLink[]): ThemedToken[] {
  const out: ThemedToken[] = []
  for (const token of line) {
    const end = token.offset + token.content.length
    const inside = links.filter((link) => link.start < end && link.end > token.offset && link.start >= token.offset && link.end <= end)
    let at = token.offset
    for (const link of inside) {
      if (link.start > at) out.push({ ...token, offset: at, content: token.content.slice(at - token.offset, link.start - token.offset) })
      out.push({ ...token, offset: link.start, content: token.content.slice(link.start - token.offset, link.end - token.offset), htmlAttrs: { ...token.htmlAttrs, href: `${siteConfig.basePath}${link.route}` } })
      at = link.end
    }
    if (at < end) out.push(at === token.offset ? token : { ...token, offset: at, content: token.content.slice(at - token.offset) })
  }
  return out
}

/**
 * Links each SDK name of a checked block to its reference page (a plain `<a>` in place of the
 * token's `<span>`, keeping its colour class) and puts the "checked against" line on the `<pre>`.
 * Only links whose text is the name they were resolved for are kept, so a stale record cannot
 * link the wrong characters.
 */
export function sampleLinksTransformer(records: () => ReadonlyMap<string, SampleRecord>): ShikiTransformer {
  const recordOf = (meta: unknown): SampleRecord | undefined => {
    const key = SAMPLE_META.exec((meta as { __raw?: string } | undefined)?.__raw ?? '')?.[1]
    return key ? records().get(key) : undefined
  }
  return {
    name: 'docs:sample-links',
    tokens(lines) {
      const record = recordOf(this.options.meta)
      if (!record || record.links.length === 0) return lines
      const links = record.links.filter((link) => /^[A-Za-z_]\w*$/.test(this.source.slice(link.start, link.end)))
      return lines.map((line) => linkTokens(line, links))
    },
    span(node) {
      if (typeof node.properties.href === 'string') node.tagName = 'a'
    },
    pre(node) {
      const record = recordOf(this.options.meta)
      const label = record && checkedLabel(record)
      if (label) node.properties[CHECKED_PROP] = label
    },
  }
}
