import type { DocHeading } from '../content/loader'

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:\s|$)/

/** Line numbers and levels of a Markdown document's ATX headings, code blocks skipped. */
export function markdownHeadingLines(lines: readonly string[]): Array<{ line: number; depth: number }> {
  const found: Array<{ line: number; depth: number }> = []
  let fence: string | undefined
  lines.forEach((text, line) => {
    const opening = FENCE.exec(text)
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && text.trim() === opening[1]) fence = undefined
      return
    }
    if (opening) {
      fence = opening[1]
      return
    }
    const heading = ATX_HEADING.exec(text)
    if (heading) found.push({ line, depth: heading[1].length })
  })
  return found
}

const plain = (text: string) => text.replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase()

/** The heading an agent named, by its anchor id (`examples`, `#examples`) or its text (`Examples`), case-insensitive. */
export function findHeading(headings: readonly DocHeading[], wanted: string): number {
  const asked = plain(wanted)
  const byId = headings.findIndex((heading) => heading.id.toLowerCase() === asked)
  return byId !== -1 ? byId : headings.findIndex((heading) => plain(heading.text) === asked)
}

/**
 * One section of a page's Markdown: the `index`th of the page's headings through the line before the
 * next heading of the same or a higher level. The Markdown starts with the page title as `#`, and
 * its other headings are the page's headings in order (the converter writes each as a Markdown
 * heading); undefined if the two ever disagree.
 */
export function markdownSection(markdown: string, headings: readonly DocHeading[], index: number): string | undefined {
  const lines = markdown.split('\n')
  const found = markdownHeadingLines(lines)
  if (found.length !== headings.length + 1 || index < 0 || index >= headings.length) return undefined
  const start = found[index + 1]
  const end = found.slice(index + 2).find((heading) => heading.depth <= start.depth)
  return lines.slice(start.line, end ? end.line : lines.length).join('\n').trim() + '\n'
}
