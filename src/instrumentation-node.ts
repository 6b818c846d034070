/**
 * The app's start-up, in the Node.js runtime (src/instrumentation.ts): parses every setting (a bad one
 * stops the server with a clear message), builds the search index and loads the question index the
 * build wrote (src/lib/search/site-question-index.ts) so the first search does not wait for them, and migrates the feedback store (a database that is down is logged, not fatal: the docs
 * still serve). The store closes when the site's server stops (src/server/graceful-shutdown.ts), after
 * the last request is answered; so does the search-signal store, which shares its database.
 */
export async function register() {
  const [{ siteSettings }, { getSearchSettings }, { getSiteSearchEngine }, { getSiteQuestionIndex }, { feedbackServices }, { searchSignalServices }, { onServerClose }] = await Promise.all([
    import('./lib/settings'),
    import('./lib/search/settings'),
    import('./lib/search/site-engine'),
    import('./lib/search/site-question-index'),
    import('./lib/feedback/services'),
    import('./lib/search-signals/services'),
    import('./lib/server-closers'),
  ])
  siteSettings()
  getSearchSettings()
  const { store, logger } = feedbackServices()
  onServerClose(() => store.close())
  // The feedback store's database, with a pool of its own; the feedback store's migration makes its tables.
  const searchSignals = searchSignalServices()
  onServerClose(() => searchSignals.store.close())
  getSiteSearchEngine()
  getSiteQuestionIndex()
  await store.count().catch((error: unknown) => {
    logger.error(`[feedback] store (${store.description}) is not ready`, error)
  })
}
