/** A word: letters, combining marks and digits. Everything else (spaces, punctuation, `_`, `$`) separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu
const MARKS = /\p{M}/gu

/** Lower-cases and strips accents, so `Café` and `cafe` are the same term. */
export function normalizeTerm(word: string): string {
  // ASCII words (nearly all of them) need no Unicode normalisation.
  return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : word.normalize('NFKD').replace(MARKS, '').toLowerCase()
}

/** Splits text into raw words (not normalised), the tokenizer shared by the index, queries and highlighting. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? []
}

export interface WordSpan {
  start: number
  end: number
  /** The normalised term. */
  term: string
}

/** Every word of `text` with its offsets, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  for (const match of text.matchAll(WORD)) {
    spans.push({ start: match.index, end: match.index + match[0].length, term: normalizeTerm(match[0]) })
  }
  return spans
}

/** The normalised terms of a text, in order. */
export function terms(text: string | null): string[] {
  return text ? tokenize(text).map(normalizeTerm).filter(Boolean) : []
}

/** `connectionString` → `connection`, `string`; `getDownloadUrl` → `get`, `download`, `url`. */
function camelCaseParts(word: string): string[] {
  const parts = word.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? []
  return parts.length > 1 ? parts : []
}

/**
 * The terms a text is indexed under: each word, followed by the parts of a camelCase word (Algolia's
 * `camelCaseAttributes`), so `connection string` finds `connectionString()`.
 */
export function indexTerms(text: string | null): string[] {
  if (!text) return []
  return tokenize(text).flatMap((word) => [word, ...camelCaseParts(word)].map(normalizeTerm)).filter(Boolean)
}
