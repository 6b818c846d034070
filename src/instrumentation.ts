/**
 * Runs once when the server starts: parses every setting (a bad one stops the server with a clear
 * message) and builds the search index, so the first reader's search does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ siteSettings }, { getSearchSettings }, { getSiteSearchEngine }] = await Promise.all([
    import('./lib/settings'),
    import('./lib/search/settings'),
    import('./lib/search/site-engine'),
  ])
  siteSettings()
  getSearchSettings()
  getSiteSearchEngine()
}
