/**
 * A fenced code block, whose lines may look like headings (a shell comment), or a section heading
 * (`##` to `######`: the page's Markdown writes ATX headings only) with its level in group 2.
 */
const FENCE_OR_HEADING = /^\s*(```|~~~)[^]*?^\s*\1|^(#{2,6}) /gm

/**
 * The section under the `index`-th section heading of a page's Markdown (`##` to `######`, in the
 * order the page shows them with ids): the heading line through the line before the next heading of
 * the same or a higher level, without the blank lines before that. Undefined when the page has no such heading.
 */
export function markdownSection(markdown: string, index: number): string | undefined {
  const headings = [...markdown.matchAll(FENCE_OR_HEADING)].filter((match) => match[2])
  const start = headings[index]
  if (!start) return undefined
  const end = headings.slice(index + 1).find((match) => match[2].length <= start[2].length)
  return markdown.slice(start.index, end?.index).trimEnd()
}
