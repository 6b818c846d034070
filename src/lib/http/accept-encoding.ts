import Negotiator from 'negotiator'

export type Encoding = 'br' | 'gzip' | 'identity'

export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity']

// negotiator 1.x takes the server's own preference for ties; its published types predate that option.
type EncodingWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined

/**
 * The encoding to answer in: the client's highest q-value among the three we keep, brotli first
 * on a tie; undefined when the client refuses them all (`identity;q=0` and nothing else we have).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  return (negotiator.encoding as EncodingWithPreference).call(negotiator, ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined
}
