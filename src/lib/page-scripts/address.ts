/** Where pages load their scripts from, below the base path. */
export const PAGE_SCRIPTS_PREFIX = '/page-scripts/'

/**
 * The build writes the page scripts into `{distDir}/static/page-scripts` (scripts/write-page-scripts.ts),
 * where they are precompressed with the build's other hashed files, and the site's server answers
 * them from disk (src/server/request-path.ts). The route src/app/page-scripts answers them where
 * there is no build (development), and any other name with a 404.
 */
export const PAGE_SCRIPTS_FOLDER = 'page-scripts'
