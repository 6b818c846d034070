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

/**
 * Whether a request's Accept header asks for Markdown rather than the HTML page: `text/markdown`
 * acceptable and ranked strictly above `text/html` by its q-value. A browser's Accept (`text/html,
 * …, *\/*;q=0.8`), `*\/*`, a tie and no header at all get the HTML page.
 */
export function prefersMarkdown(accept: string | readonly string[] | undefined): boolean {
  const header = typeof accept === 'string' ? accept : accept?.join(',')
  if (!header || !header.toLowerCase().includes('markdown')) return false
  const ranges = parseAccept(header)
  const markdown = quality(ranges, 'text/markdown')
  return markdown > 0 && markdown > quality(ranges, 'text/html')
}
