/**
 * Refusing cross-site writes. A form or a `fetch(..., { mode: 'no-cors' })` with a text/plain body
 * needs no CORS preflight, so any site a reader visits could make the reader's browser submit
 * feedback here. Browsers say where such a request comes from: `Sec-Fetch-Site` (Fetch Metadata)
 * and `Origin` (sent with every cross-origin request and with every POST from current browsers).
 *
 * - `Sec-Fetch-Site: cross-site` is refused outright.
 * - `Sec-Fetch-Site: same-site` is another subdomain or port of the same site, which may be run by
 *   someone else (a preview deployment, a user-content host): refused unless its Origin is ours.
 * - An `Origin`, whenever present, must be the site's own: NEXT_PUBLIC_SITE_URL's origin, or the
 *   host the request was sent to (its Host header; the scheme is not compared there, since behind
 *   a proxy that ends TLS the server cannot know it). `Origin: null` (a sandboxed frame, a file)
 *   is refused.
 * - A request with neither header is not from a browser page (curl, a script): it cannot ride on a
 *   reader's browser, so it is let through, and the rate limit applies to it as to everyone.
 */
export function crossSiteReason(request: Request, siteUrl?: string): string | undefined {
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase()
  const origin = request.headers.get('origin')
  if (fetchSite === 'cross-site') return 'Sec-Fetch-Site is cross-site'
  if (origin !== null) return isOwnOrigin(origin, request, siteUrl) ? undefined : 'Origin is not this site'
  if (fetchSite === 'same-site') return 'Sec-Fetch-Site is same-site and no Origin says which site'
  return undefined
}

function isOwnOrigin(origin: string, request: Request, siteUrl: string | undefined): boolean {
  const sender = parseOrigin(origin)
  if (!sender) return false
  if (siteUrl && parseOrigin(siteUrl)?.origin === sender.origin) return true
  const host = request.headers.get('host') ?? new URL(request.url).host
  // Read the Host with the sender's scheme so that a default port written out (:443) compares equal.
  return parseOrigin(`${sender.protocol}//${host}`)?.host === sender.host
}

function parseOrigin(text: string): URL | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
