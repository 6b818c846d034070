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
