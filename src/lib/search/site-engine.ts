import { getAllPages, type DocPage } from '../content/loader'
import { buildRecords } from './build-records'
import { createSearchEngine, type SearchEngine } from './engine'
import { getSearchSettings } from './settings'

let cached: { pages: DocPage[]; engine: SearchEngine } | undefined

/**
 * The engine over the site's pages, built on first use and kept for the life of the process. When
 * the loader hands out a new page list (it re-reads content in development), the index is rebuilt.
 */
export function getSiteSearchEngine(): SearchEngine {
  const pages = getAllPages()
  if (!cached || cached.pages !== pages) {
    cached = { pages, engine: createSearchEngine(buildRecords(pages), { indexName: getSearchSettings().indexName }) }
  }
  return cached.engine
}
