/** Rate-limit key used for every client when proxy headers are not trusted. */
export const SHARED_CLIENT_KEY = 'shared'

/**
 * Who is submitting, for rate limiting. A route handler never sees the socket address, so behind a
 * trusted proxy the client is the first X-Forwarded-For entry (or X-Real-IP); without one, those
 * headers are forgeable and all clients share one key.
 */
export function clientKey(request: Request, trustProxy: boolean): string {
  if (!trustProxy) return SHARED_CLIENT_KEY
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const realIp = request.headers.get('x-real-ip')?.trim()
  return forwarded || realIp || SHARED_CLIENT_KEY
}
