/**
 * Longest If-None-Match this site reads. A browser or cache sends one tag (ours are under 40
 * characters); a longer header is ignored, which a server may always do with a precondition: the
 * client gets the full 200 answer.
 */
export const IF_NONE_MATCH_MAX = 2048

/**
 * Whether an If-None-Match header names `etag` (or is `*`), by the weak comparison RFC 9110 asks
 * for. One pass over the header: splitting on a plain ',' and trimming each piece is linear, where a
 * pattern like /\s*,\s*\/ backtracks over every run of whitespace (quadratic in its length).
 */
export function ifNoneMatchIncludes(header: string | null, etag: string): boolean {
  if (header === null || header.length > IF_NONE_MATCH_MAX) return false
  const wanted = opaque(etag)
  for (const piece of header.split(',')) {
    const tag = piece.trim()
    if (tag === '*' || (tag !== '' && opaque(tag) === wanted)) return true
  }
  return false
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag
}
