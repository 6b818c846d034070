import { escapeHtml } from './escape-html'
import type { QueryMatcher } from './query-matcher'
import { wordSpans } from './text'

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightTags {
  pre: string
  post: string
}

/** Algolia's `_highlightResult` entry (a type, not an interface, so it is plain JSON to TypeScript). */
export type HighlightValue = {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted: boolean
}

/** Algolia's `_snippetResult` entry. */
export type SnippetValue = {
  value: string
  matchLevel: MatchLevel
}

interface Marks {
  /** Character ranges to wrap in the highlight tags, in order, not overlapping. */
  ranges: Array<[number, number]>
  /** Indexes of the query words found in the text. */
  words: Set<number>
  /** Every word of the text is highlighted entirely. */
  full: boolean
}

/** Marks per query and text: hits share hierarchy texts, and highlight and snippet share each text. */
const cache = new WeakMap<QueryMatcher, Map<string, Marks>>()

function mark(text: string, matcher: QueryMatcher): Marks {
  let byText = cache.get(matcher)
  if (!byText) cache.set(matcher, (byText = new Map()))
  let marks = byText.get(text)
  if (!marks) byText.set(text, (marks = findMarks(text, matcher)))
  return marks
}

/** Finds the words of `text` that match the query: whole words, or only the typed part of a prefix match. */
function findMarks(text: string, matcher: QueryMatcher): Marks {
  const ranges: Array<[number, number]> = []
  const words = new Set<number>()
  let full = true
  const spans = wordSpans(text)
  for (const span of spans) {
    const best = matcher.bestMatch(span.term)
    if (!best) {
      full = false
      continue
    }
    matcher.matchTerm(span.term).forEach((match, w) => match && words.add(w))
    const { prefixLength } = best.match
    // Mark only the typed letters of a prefix match, when the raw word maps letter for letter to its term.
    const partial = prefixLength !== null && span.end - span.start === span.term.length
    ranges.push([span.start, partial ? span.start + prefixLength : span.end])
    if (partial) full = false
  }
  return { ranges, words, full: full && spans.length > 0 }
}

function matchLevel(marks: Marks, matcher: QueryMatcher): MatchLevel {
  if (marks.words.size === 0) return 'none'
  return marks.words.size === matcher.words.length ? 'full' : 'partial'
}

/** Escapes `text[from, to)` and wraps the marked ranges in the tags; the tags themselves are not escaped. */
function render(text: string, ranges: Array<[number, number]>, from: number, to: number, tags: HighlightTags): string {
  let out = ''
  let at = from
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue
    const s = Math.max(start, from)
    const e = Math.min(end, to)
    out += escapeHtml(text.slice(at, s)) + tags.pre + escapeHtml(text.slice(s, e)) + tags.post
    at = e
  }
  return out + escapeHtml(text.slice(at, to))
}

export function highlight(text: string, matcher: QueryMatcher, tags: HighlightTags): HighlightValue {
  const marks = mark(text, matcher)
  return {
    value: render(text, marks.ranges, 0, text.length, tags),
    matchLevel: matchLevel(marks, matcher),
    matchedWords: [...marks.words].sort((a, b) => a - b).map((w) => matcher.words[w]),
    fullyHighlighted: marks.full,
  }
}

/** Words of context kept before the first match of a snippet. */
const LEAD = 2

/**
 * The `maxWords` whitespace-separated words of `text` holding the most matches (starting a couple of
 * words before the first of them), highlighted, with `ellipsis` where text was cut.
 */
export function snippet(text: string, matcher: QueryMatcher, tags: HighlightTags, maxWords: number, ellipsis: string): SnippetValue {
  const marks = mark(text, matcher)
  const level = matchLevel(marks, matcher)
  const chunks = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const)
  const size = Math.max(1, maxWords)
  if (chunks.length <= size) return { value: render(text, marks.ranges, 0, text.length, tags), matchLevel: level }

  // matchedBefore[k]: how many of the first k chunks contain a highlighted range.
  const matchedBefore = [0]
  let r = 0
  for (const [start, end] of chunks) {
    while (r < marks.ranges.length && marks.ranges[r][1] <= start) r++
    const hit = r < marks.ranges.length && marks.ranges[r][0] < end
    matchedBefore.push(matchedBefore[matchedBefore.length - 1] + (hit ? 1 : 0))
  }
  const lastStart = chunks.length - size
  const lead = Math.min(LEAD, Math.floor((size - 1) / 2))
  let best = 0
  let bestCount = -1
  for (let k = 0; k < chunks.length; k++) {
    if (matchedBefore[k + 1] === matchedBefore[k]) continue
    const start = Math.min(Math.max(0, k - lead), lastStart)
    const count = matchedBefore[start + size] - matchedBefore[start]
    if (count > bestCount) [best, bestCount] = [start, count]
  }
  const end = best + size
  const value = render(text, marks.ranges, chunks[best][0], chunks[end - 1][1], tags)
  return { value: (best > 0 ? ellipsis : '') + value + (end < chunks.length ? ellipsis : ''), matchLevel: level }
}
