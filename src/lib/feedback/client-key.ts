/** Longest client address kept in a rate-limit key (an IPv6 address with a zone id fits). */
const MAX_ADDRESS_LENGTH = 100

/**
 * The rate-limit bucket of a valid submission for page `route`. A route handler never sees the
 * socket address, so behind a trusted proxy the client is the first X-Forwarded-For entry (or
 * X-Real-IP). Without one those headers are forgeable and clients cannot be told apart; the bucket
 * is then the page, so one client flooding one page closes feedback on that page only, not on all.
 */
export function rateLimitKey(request: Request, route: string, trustProxy: boolean): string {
  const client = identifiedClient(request, trustProxy)
  return client ? `client:${client}` : `page:${route}`
}

/** The client's address as a trusted proxy names it; undefined when clients cannot be told apart. */
export function identifiedClient(request: Request, trustProxy: boolean): string | undefined {
  return trustProxy ? forwardedClient(request) : undefined
}

function forwardedClient(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const realIp = request.headers.get('x-real-ip')?.trim()
  return (forwarded || realIp)?.slice(0, MAX_ADDRESS_LENGTH) || undefined
}
