/**
 * Which client sent a request, for per-client limits (feedback, search). A route handler never sees
 * the socket address, so the client is whoever a proxy in front names: the first X-Forwarded-For
 * entry, else X-Real-IP. Those headers are trusted only when the operator says a proxy sets them
 * (TRUST_PROXY); otherwise any client could forge them, and clients cannot be told apart.
 */

/** Longest client address kept (an IPv6 address with a zone id fits). */
const MAX_ADDRESS_LENGTH = 100

/** The client's address as a trusted proxy names it; undefined when clients cannot be told apart. */
export function identifiedClient(request: Request, trustProxy: boolean): string | undefined {
  if (!trustProxy) return undefined
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const realIp = request.headers.get('x-real-ip')?.trim()
  return (forwarded || realIp)?.slice(0, MAX_ADDRESS_LENGTH) || undefined
}

/** TRUST_PROXY, or FEEDBACK_TRUST_PROXY, its older name, which keeps working: either one turns it on. */
export function trustsProxy(settings: { TRUST_PROXY: boolean; FEEDBACK_TRUST_PROXY: boolean }): boolean {
  return settings.TRUST_PROXY || settings.FEEDBACK_TRUST_PROXY
}
