import { CONTENT_DIR, loadPagesFrom } from '../../../src/lib/content/loader'
import { buildRecords } from '../../../src/lib/search/build-records'
import { createSearchEngine } from '../../../src/lib/search/engine'
import { parseSearchParams } from '../../../src/lib/search/params'
import { searchScope } from '../../../src/lib/search-ui'
import { parseReferenceRoute } from '../../../src/lib/sdks'
import { RAW_QUERIES, REFERENCE_QUERIES, RELEVANCE_QUERIES } from './relevance-queries'

// Over the real pages in content/: each query must bring its page into the first three distinct
// pages of the results, as a reader scanning the dialog would see them. Queries are sent with the
// parameters the dialog sends from the page the reader is on (searchScope), or, with `from` null,
// with none at all, as an agent or another Algolia client sends them.
const pages = loadPagesFrom(CONTENT_DIR)
const engine = createSearchEngine(buildRecords(pages), { indexName: 'docs-related' })

function topPages(query: string, count = 3, from: string | null = '/'): string[] {
  const params = parseSearchParams(from === null ? { query } : { query, ...searchScope(from) })
  const { hits } = engine.search({ query, page: 0, hitsPerPage: 50, ...(params.filter ? { filter: params.filter } : {}), ...(params.boost ? { boost: params.boost } : {}) })
  const routes = hits.map((hit) => hit.url_without_anchor.slice('/docs'.length) || '/')
  return [...new Set(routes)].slice(0, count)
}

describe('search relevance over content/', () => {
  it('has every page the queries expect', () => {
    const routes = new Set(pages.map((page) => page.route))
    expect(RELEVANCE_QUERIES.map(([, route]) => route).filter((route) => !routes.has(route))).toEqual([])
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(RELEVANCE_QUERIES)('%s → %s in the top 3 pages', (query, route) => {
    expect(topPages(query)).toContain(route)
  })

  // One query of the suite needs the dialog's boost: '/storage' says "file change notifications" in
  // other words, and without the boost method pages with the exact words come before it.
  it.each(RELEVANCE_QUERIES.filter(([query]) => query !== 'file change notifications'))('%s → %s in the top 3 pages without the dialog’s parameters', (query, route) => {
    expect(topPages(query, 3, null)).toContain(route)
  })

  it.each(RAW_QUERIES)('%s → %s first, without the dialog’s parameters and with them', (query, route) => {
    expect(topPages(query, 1, null)).toEqual([route])
    expect(topPages(query, 1)).toEqual([route])
  })

  it('ranks the current SDK versions’ method pages before older versions’ for a raw method query', () => {
    const routes = topPages('publish delay', 50, null).filter((route) => route.endsWith('/topic/topic-publish'))
    const older = (route: string) => parseReferenceRoute(route)?.isLatest === false || parseReferenceRoute(route)?.sdk.status === 'legacy'
    expect(routes.some(older)).toBe(true)
    expect(routes.findIndex(older)).toBeGreaterThan(routes.findLastIndex((route) => !older(route)))
  })

  it('still finds what only older SDK versions have, spelled exactly, before typo matches in current pages', () => {
    expect(topPages('collection query where', 1, null)[0]).toMatch(/\/v0\/collection\/collection-query-where$/)
  })

  it.each(REFERENCE_QUERIES)('from %s, %s → %s first', (from, query, route) => {
    expect(topPages(query, 1, from)).toEqual([route])
  })

  it('keeps other SDK versions out of a reference reader’s results', () => {
    const routes = topPages('bucket file read', 20, '/reference/nodejs/v0/storage/bucket')
    expect(routes.some((route) => route.startsWith('/reference/nodejs/v0/'))).toBe(true)
    // Pages of any other SDK version (provider references live under /reference too, but belong to no SDK).
    expect(routes.filter((route) => parseReferenceRoute(route) && !route.startsWith('/reference/nodejs/v0') && route.split('/').length > 3)).toEqual([])
  })

  it('finds the support matrix by its name, but a method name leads to method pages, not a matrix row', () => {
    expect(topPages('support matrix', 1)).toEqual(['/reference/support-matrix'])
    const matrix = buildRecords(pages.filter((page) => page.route === '/reference/support-matrix'))
    expect(matrix.filter((record) => record.content?.includes('bucket.file.read'))).toEqual([])
    expect(topPages('downloadUrl', 10)).not.toContain('/reference/support-matrix')
  })

  it('puts the building block first for its own name', () => {
    for (const [query, route] of [
      ['storage', '/storage'],
      ['secrets', '/secrets'],
      ['schedules', '/schedules'],
      ['websockets', '/websockets'],
      ['messaging', '/messaging'],
      ['apis', '/apis'],
    ]) {
      expect(topPages(query, 1), query).toEqual([route])
    }
  })
})
