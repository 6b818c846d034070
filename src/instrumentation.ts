/**
 * Runs once when the server starts: parses every setting (a bad one stops the server with a clear
 * message), builds the search index so the first search does not wait for it, and migrates the
 * feedback store (a database that is down is logged, not fatal: the docs still serve).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Before Next.js sees a request: security headers on every answer, and a 405 for TRACE, which
  // Next.js cannot turn into a web Request (it would answer 500).
  const [http, { installServerGuard }, { securityHeaders }, { siteConfig }] = await Promise.all([
    import('node:http'),
    import('./lib/http/server-guard'),
    import('./lib/security-headers'),
    import('./site.config'),
  ])
  installServerGuard(http.Server.prototype, { basePath: siteConfig.basePath, headers: securityHeaders() })
  const [{ siteSettings }, { getSearchSettings }, { getSiteSearchEngine }, { feedbackServices }] = await Promise.all([
    import('./lib/settings'),
    import('./lib/search/settings'),
    import('./lib/search/site-engine'),
    import('./lib/feedback/services'),
  ])
  siteSettings()
  getSearchSettings()
  const { store } = feedbackServices()
  getSiteSearchEngine()
  await store.count().catch((error: unknown) => {
    console.error(`Feedback store (${store.description}) is not ready: ${(error as Error).message}`)
  })
}
