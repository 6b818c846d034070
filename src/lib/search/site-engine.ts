import { getAllPages, type DocPage } from '../content/loader'
import { buildRecords } from './build-records'
import { createSearchEngine, type SearchEngine } from './engine'
import { getSearchSettings } from './settings'

interface Cached {
  pages: DocPage[]
  engine: SearchEngine
}

// Kept on globalThis: Next bundles instrumentation and each route separately, each with its own copy
// of this module, and the index built at start-up should be the one the search route uses.
const KEY = Symbol.for('nitric-docs.search.site-engine')
const store = globalThis as typeof globalThis & { [KEY]?: Cached }

/**
 * The engine over the site's pages, built on first use and kept for the life of the process. In
 * development, where the loader re-reads content on every call, a new page list rebuilds the index.
 */
export function getSiteSearchEngine(): SearchEngine {
  const cached = store[KEY]
  if (cached && process.env.NODE_ENV !== 'development') return cached.engine
  const pages = getAllPages()
  if (cached && cached.pages === pages) return cached.engine
  const engine = createSearchEngine(buildRecords(pages), { indexName: getSearchSettings().indexName })
  store[KEY] = { pages, engine }
  return engine
}
