export interface CspOptions {
  /** Extra origins for scripts (the analytics script host when analytics is configured). */
  scriptOrigins?: string[]
  /** Extra origins the browser may call (a hosted search service when configured). */
  connectOrigins?: string[]
  isDevelopment?: boolean
}

/**
 * The Content-Security-Policy every response carries. Pages are prerendered, so a per-request nonce
 * is impossible; Next.js streams its page data in inline scripts, which therefore need
 * 'unsafe-inline'. Everything else is locked to this origin.
 */
export function contentSecurityPolicy({ scriptOrigins = [], connectOrigins = [], isDevelopment = false }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDevelopment ? ["'unsafe-eval'"] : []), ...scriptOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...scriptOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins, ...scriptOrigins, ...(isDevelopment ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: CspOptions = {}): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ]
}

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The site's security headers, with the CSP opened only for what this deployment configures:
 * the analytics script's origin when a site id is set, the hosted search service when one is set.
 * next.config.ts and the server's front door both send exactly these.
 */
export function siteSecurityHeaders(env: Record<string, string | undefined> = process.env): Array<{ key: string; value: string }> {
  const analytics = Boolean(env.NEXT_PUBLIC_FATHOM_SITE_ID?.trim())
  const algoliaAppId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID
  return securityHeaders({
    scriptOrigins: analytics ? originOf(env.NEXT_PUBLIC_FATHOM_SCRIPT_URL?.trim() || 'https://cdn.usefathom.com/script.js') : [],
    connectOrigins: algoliaAppId ? [`https://${algoliaAppId}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'] : [],
    isDevelopment: env.NODE_ENV === 'development',
  })
}
