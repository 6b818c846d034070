/**
 * Queries that look like personal data or a secret are not stored at all: readers paste e-mail
 * addresses, phone or card numbers, API keys and access tokens into search boxes by mistake.
 * The rules err on the side of dropping a query: losing a rare real query costs less than keeping
 * one reader's address.
 */
const PERSONAL_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['e-mail address', /[^\s@]+@[^\s@]+\.[^\s@]{2,}/u],
  ['IP address', /\b(?:\d{1,3}\.){3}\d{1,3}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){4,7}\b/iu],
  // Seven or more digits in a row, allowing the separators phone and card numbers are written with.
  ['long number', /\d(?:[\s().\-/+]{0,2}\d){6,}/u],
  // A JSON Web Token: three base64url parts, the first a JSON object ('eyJ').
  ['token', /\beyJ[\w-]{5,}\.[\w-]{5,}\./u],
  // A key with a vendor prefix (sk_live_…, ghp_…, xoxb-…, AKIA…).
  ['token', /\b(?:sk|pk|rk)_(?:live|test)_\w{8,}|\bgh[pousr]_\w{20,}|\bxox[abprs]-[\w-]{10,}|\bAKIA[0-9A-Z]{16}\b/u],
  // Any long word that mixes letters and digits, or a long run of hex: generated keys and ids.
  ['token', /(?=[\w+/=-]*\d)(?=[\w+/=-]*[a-z])[\w+/=-]{20,}/iu],
  ['token', /\b[0-9a-f]{16,}\b/iu],
]

/** What kind of personal data `query` looks like, or undefined when it looks like an ordinary search. */
export function personalDataKind(query: string): string | undefined {
  const text = query.normalize('NFKC')
  return PERSONAL_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0]
}

export function looksLikePersonalData(query: string): boolean {
  return personalDataKind(query) !== undefined
}
