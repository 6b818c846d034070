/**
 * Most UTF-16 code units of a value the card looks at: over twenty times what it shows (90 graphemes
 * of title, 200 of description), so only input that is mostly dropped characters loses visible text.
 * Longer values are cut here, not refused, which bounds the text work per request. (The front door
 * already refuses a query over MAX_QUERY_LENGTH characters, src/lib/http/request-screen.ts.)
 */
export const OG_VALUE_MAX = 4096

/**
 * What percent-encoded bytes that are not UTF-8 decode to. Next.js decodes the query before the
 * route sees it and re-encodes it, so this is all that is left of a malformed encoding; a bad escape
 * such as `%ZZ` or a lone `%` reaches the route as literal text (as in URLSearchParams).
 */
const REPLACEMENT_CHARACTER = '\uFFFD'

const FIELDS = ['title', 'description'] as const

export type OgParams = Record<(typeof FIELDS)[number], string>

/**
 * Reads `title` and `description` from a query (the first of each when repeated; others ignored),
 * each cut to OG_VALUE_MAX. Any length is a title; a value whose bytes were not UTF-8 is no text at
 * all, and is an error naming the field.
 */
export function parseOgParams(query: URLSearchParams): { ok: true; params: OgParams } | { ok: false; error: string } {
  const params: OgParams = { title: '', description: '' }
  const errors: string[] = []
  for (const field of FIELDS) {
    const value = query.get(field) ?? ''
    if (value.includes(REPLACEMENT_CHARACTER)) errors.push(`${field}: not UTF-8 text (malformed percent-encoding)`)
    else params[field] = value.slice(0, OG_VALUE_MAX)
  }
  return errors.length ? { ok: false, error: errors.join('; ') } : { ok: true, params }
}
