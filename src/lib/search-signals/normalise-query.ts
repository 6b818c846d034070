import { MAX_STORED_QUERY_CHARS } from './constants'

/**
 * A query as it is counted: Unicode-compatible forms folded (NFKC, so full-width letters and
 * ligatures count as their plain letters), control characters dropped, runs of white space made
 * one space, trimmed, lower-cased, and at most MAX_STORED_QUERY_CHARS code points (a surrogate pair
 * is never cut in half). Empty when nothing is left.
 */
export function normaliseQuery(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase('en-US')
  return Array.from(folded).slice(0, MAX_STORED_QUERY_CHARS).join('').trimEnd()
}
