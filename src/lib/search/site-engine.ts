import { getAllPages, type DocPage } from '../content/loader'
import { buildRecords } from './build-records'
import { createSearchEngine, type SearchEngine } from './engine'
import { getSearchSettings } from './settings'

// On globalThis so the index built at server start (instrumentation) is the one the route uses.
const store = globalThis as typeof globalThis & { __docsSearch?: { pages: DocPage[]; engine: SearchEngine } }

/**
 * The engine over the site's pages, built on first use and kept for the life of the process. When
 * the loader hands out a new page list (it re-reads content in development), the index is rebuilt.
 */
export function getSiteSearchEngine(): SearchEngine {
  const pages = getAllPages()
  if (!store.__docsSearch || store.__docsSearch.pages !== pages) {
    store.__docsSearch = { pages, engine: createSearchEngine(buildRecords(pages), { indexName: getSearchSettings().indexName }) }
  }
  return store.__docsSearch.engine
}
