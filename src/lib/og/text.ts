/** What the card shows in place of text its fonts cannot draw (CJK, RTL scripts, symbols…). */
export const OMITTED = '…'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|\ufe0f/u
const COMBINING_MARK = /^\p{M}$/u
const HAS_WORD = /[\p{L}\p{N}]/u

type Covers = (codePoint: number) => boolean

/**
 * One grapheme as the card can draw it, or undefined. Accents that NFC could not fold into their
 * letter are dropped: satori draws a combining mark as a glyph of its own, beside the letter.
 */
function drawable(grapheme: string, covers: Covers): string | undefined {
  const [base, ...marks] = Array.from(grapheme)
  if (!covers(base.codePointAt(0)!)) return undefined
  return marks.every((mark) => COMBINING_MARK.test(mark)) ? base : undefined
}

/**
 * Makes text safe to hand to satori with only our fonts loaded: no control or format characters,
 * whitespace collapsed, and every glyph present — so satori never reaches for the network to find
 * one, and never draws a missing-glyph box. Emoji are dropped (they are decoration); a run of
 * characters in a script the fonts lack becomes one '…' (none at the start). Text left without a
 * letter or digit is ''.
 */
export function drawableText(input: string, covers: Covers): string {
  const cleaned = input
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[\p{Cf}\p{Co}]/gu, '')
  let out = ''
  let pendingSpace = false
  for (const { segment } of graphemes.segment(cleaned)) {
    if (/^\s+$/u.test(segment)) {
      pendingSpace = out !== ''
      continue
    }
    const kept = drawable(segment, covers)
    const piece = kept ?? (EMOJI.test(segment) ? '' : OMITTED)
    if (!piece) continue
    if (piece === OMITTED && out.endsWith(OMITTED)) {
      pendingSpace = false
      continue
    }
    out += (pendingSpace ? ' ' : '') + piece
    pendingSpace = false
  }
  // An omission at the start reads as a stray mark, one at the end as a truncation: drop and attach them.
  out = out.replace(new RegExp(`^${OMITTED}\\s*`), '').replace(new RegExp(`\\s*${OMITTED}$`), OMITTED).trim()
  return HAS_WORD.test(out) ? out : ''
}

/** Shortens text to at most `max` graphemes, at a word boundary when one is near, ending in '…'. */
export function truncate(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), ({ segment }) => segment)
  if (parts.length <= max) return text
  let cut = parts.slice(0, max - 1).join('')
  const lastSpace = cut.lastIndexOf(' ')
  if (lastSpace > cut.length * 0.6) cut = cut.slice(0, lastSpace)
  return cut.replace(/[\s.,;:!?…\-–—]+$/u, '') + '…'
}
