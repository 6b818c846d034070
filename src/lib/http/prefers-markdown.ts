/** Longest Accept header read; a longer one is judged on its first this many characters. */
const MAX_ACCEPT_LENGTH = 2048

interface MediaRange {
  type: string
  subtype: string
  q: number
}

function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = []
  for (const part of accept.slice(0, MAX_ACCEPT_LENGTH).split(',')) {
    const [range, ...parameters] = part.split(';')
    const [type, subtype] = range.trim().toLowerCase().split('/')
    if (!type || !subtype) continue
    let q = 1
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=').map((text) => text.trim())
      if (name.toLowerCase() === 'q') q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0
    }
    ranges.push({ type, subtype, q })
  }
  return ranges
}

/** RFC 9110 §12.5.1: a media type takes the quality of the most specific range that matches it (`text/html` over `text/*` over `*\/*`). */
function quality(ranges: readonly MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/')
  let best = { specificity: -1, q: 0 }
  for (const range of ranges) {
    const specificity = range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1
    if (specificity > best.specificity) best = { specificity, q: range.q }
  }
  return best.q
}

/** What a page's address answers instead of its HTML: its Markdown as `text/markdown`, or as `text/plain`. */
export type TextAnswer = 'markdown' | 'plain'

/**
 * Whether a request's Accept header asks for the page's Markdown rather than its HTML: `text/markdown`
 * or `text/plain` acceptable and ranked strictly above `text/html` by its q-value (Markdown is the
 * page as text), `text/markdown` when it ranks at least as high as `text/plain`. A browser's Accept
 * (`text/html, …, *\/*;q=0.8`), `*\/*`, `text/*`, a tie and no header at all get the HTML page.
 */
export function preferredTextAnswer(accept: string | readonly string[] | undefined): TextAnswer | undefined {
  const header = typeof accept === 'string' ? accept : accept?.join(',')
  const lower = header?.toLowerCase()
  if (!lower || (!lower.includes('markdown') && !lower.includes('plain'))) return undefined
  const ranges = parseAccept(lower)
  const html = quality(ranges, 'text/html')
  const markdown = quality(ranges, 'text/markdown')
  const plain = quality(ranges, 'text/plain')
  if (markdown > 0 && markdown > html && markdown >= plain) return 'markdown'
  if (plain > 0 && plain > html) return 'plain'
  return undefined
}

/** Whether a request's Accept header asks for the page's Markdown (as Markdown or plain text) rather than its HTML. */
export function prefersMarkdown(accept: string | readonly string[] | undefined): boolean {
  return preferredTextAnswer(accept) !== undefined
}
