import { identifiedClient } from '../client-address'

/**
 * The rate-limit bucket of a valid submission for page `route`: the client a trusted proxy names
 * (client-address.ts), across pages. Without one, clients cannot be told apart; the bucket is then
 * the page, so one client flooding one page closes feedback on that page only, not on all.
 */
export function rateLimitKey(request: Request, route: string, trustProxy: boolean): string {
  const client = identifiedClient(request, trustProxy)
  return client ? `client:${client}` : `page:${route}`
}
