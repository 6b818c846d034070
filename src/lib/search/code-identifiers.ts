/** Words every language in the docs uses as syntax: they would match every code sample, so they are skipped. */
const KEYWORDS = new Set(
  (
    'abstract and as async await bool boolean break case catch class const continue def default defer del do elif ' +
    'else enum export extends false final finally fn for from func function go if implements import in instanceof ' +
    'int interface is let map new nil none not null of or package pass private protected public raise return self ' +
    'static str string struct super switch this throw throws true try type typeof undefined var void while with yield'
  ).split(' '),
)

const IDENTIFIER = /[A-Za-z_$][\w$]*/g

/** At most this many identifiers per section, so a long listing cannot dominate a record. */
export const MAX_IDENTIFIERS = 200

/**
 * The distinct identifiers of some code, in order of first appearance: `bucket('images').allow('read')`
 * gives `bucket images allow read`. Keywords and one-letter names are left out.
 */
export function extractIdentifiers(code: string): string[] {
  const seen = new Set<string>()
  for (const [identifier] of code.matchAll(IDENTIFIER)) {
    if (identifier.length < 2 || KEYWORDS.has(identifier.toLowerCase())) continue
    seen.add(identifier)
    if (seen.size >= MAX_IDENTIFIERS) break
  }
  return [...seen]
}

/** Adds the identifiers of `code` to an existing list, keeping it distinct and bounded. */
export function mergeIdentifiers(into: string[], code: string): string[] {
  const merged = new Set(into)
  for (const identifier of extractIdentifiers(code)) {
    if (merged.size >= MAX_IDENTIFIERS) break
    merged.add(identifier)
  }
  return [...merged]
}
