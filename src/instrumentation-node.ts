const ASSET_CACHE_BYTES = 8 * 1024 * 1024

/**
 * The server's start-up, in the Node.js runtime (src/instrumentation.ts): parses every setting (a
 * bad one stops the server with a clear message), builds the search index so the first search does
 * not wait for it, and migrates the feedback store (a database that is down is logged, not fatal:
 * the docs still serve).
 */
export async function register() {
  // Before Next.js sees a request: security headers on every answer, the request screen (405, 400,
  // unknown addresses → 404), pages served from memory (prerendered ones, and those rendered on
  // demand once Next.js has answered for them) and scripts and stylesheets from their build-time
  // Brotli copies. See server-guard.ts.
  const [http, { installServerGuard }, { PrerenderedPages }, { frontDoorTransform }, { serverLogger }, { StaticAssets }, { siteSecurityHeaders }, { siteConfig }, { knownRoutes }, { APP_ROUTES }, { redirectMatcher, siteRedirects }, { distDir }, { parseSettings }] =
    await Promise.all([
      import('node:http'),
      import('./lib/http/server-guard'),
      import('./lib/http/prerendered-pages'),
      import('./lib/http/page-transform'),
      import('./lib/log/json-logger'),
      import('./lib/http/static-assets'),
      import('./lib/security-headers'),
      import('./site.config'),
      import('./lib/content/routes'),
      import('./lib/http/app-routes.generated'),
      import('./lib/redirects'),
      import('./lib/dist-dir'),
      import('./lib/settings-schema'),
    ])
  const { PAGE_CACHE_MB } = parseSettings(['PAGE_CACHE_MB'], process.env)
  const servePages = process.env.NODE_ENV === 'production' && PAGE_CACHE_MB > 0
  const { createInFlight, onShutdownSignal } = await import('./lib/http/shutdown')
  const inFlight = createInFlight()
  installServerGuard(http.Server.prototype, {
    inFlight,
    // The same headers next.config.ts baked into the build: NEXT_PUBLIC_* values are written out so
    // Next.js inlines them here too (they need not be set when the server starts).
    headers: siteSecurityHeaders({
      NEXT_PUBLIC_FATHOM_SITE_ID: process.env.NEXT_PUBLIC_FATHOM_SITE_ID,
      NEXT_PUBLIC_FATHOM_SCRIPT_URL: process.env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
      NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
      NODE_ENV: process.env.NODE_ENV,
    }),
    screen: { basePath: siteConfig.basePath, isPage: (route) => knownRoutes().has(route), isRedirected: redirectMatcher(siteRedirects()), routes: APP_ROUTES },
    // Pages are kept with their static islands cut from the inline payload and their scripts loaded after first paint.
    pages: servePages ? PrerenderedPages.fromBuild(distDir(), PAGE_CACHE_MB * 1024 * 1024, frontDoorTransform(serverLogger('front-door'))) : undefined,
    // All of them compressed come to about half a megabyte: the cache holds them whole.
    assets: process.env.NODE_ENV === 'production' ? StaticAssets.fromBuild(distDir(), siteConfig.basePath, ASSET_CACHE_BYTES) : undefined,
  })
  const [{ siteSettings }, { getSearchSettings }, { getSiteSearchEngine }, { feedbackServices }] = await Promise.all([
    import('./lib/settings'),
    import('./lib/search/settings'),
    import('./lib/search/site-engine'),
    import('./lib/feedback/services'),
  ])
  siteSettings()
  getSearchSettings()
  const { store, logger } = feedbackServices()
  // Next.js stops accepting connections and waits for requests on these signals; this closes the
  // store after them and bounds the wait (src/lib/http/shutdown.ts).
  const shutdown = onShutdownSignal({ inFlight, close: () => store.close(), log: (message) => console.log(message), exit: (code) => process.exit(code) })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal))
  getSiteSearchEngine()
  await store.count().catch((error: unknown) => {
    logger.error(`[feedback] store (${store.description}) is not ready`, error)
  })
}

