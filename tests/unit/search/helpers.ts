import { fileURLToPath } from 'node:url'
import { loadPagesFrom, type DocPage } from '../../../src/lib/content/loader'
import { buildRecords } from '../../../src/lib/search/build-records'
import { createSearchEngine, type SearchEngine } from '../../../src/lib/search/engine'
import type { Hierarchy, RecordType, SearchRecord } from '../../../src/lib/search/types'

export const FIXTURE_CONTENT = fileURLToPath(new URL('./fixtures/content', import.meta.url))
export const INDEX_NAME = 'docs-related'

let pages: DocPage[] | undefined
export function fixturePages(): DocPage[] {
  return (pages ??= loadPagesFrom(FIXTURE_CONTENT))
}

export function fixtureEngine(): SearchEngine {
  return createSearchEngine(buildRecords(fixturePages()), { indexName: INDEX_NAME })
}

let counter = 0
/** A hand-made record: content under a page unless `type` and `hierarchy` say otherwise. */
export function record(fields: {
  type?: RecordType
  hierarchy?: Partial<Hierarchy>
  content?: string | null
  code?: string | null
  url?: string
  level?: number
  position?: number
  pageRank?: number
  tier?: number
}): SearchRecord {
  const id = `r${++counter}`
  const type = fields.type ?? 'content'
  const url = fields.url ?? `/docs/${id}`
  return {
    objectID: id,
    type,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.includes('#') ? url.split('#')[1] : null,
    content: fields.content ?? null,
    pageType: 'concept',
    sdk: null,
    version: null,
    scope: 'general',
    code: fields.code ?? null,
    hierarchy: { lvl0: 'Section', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...fields.hierarchy },
    weight: { tier: fields.tier ?? 0, pageRank: fields.pageRank ?? 0, level: fields.level ?? (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3))), position: fields.position ?? 0 },
  }
}

/** Object ids of the hits for `query` over `records`, best first. */
export function rank(records: SearchRecord[], query: string): string[] {
  return createSearchEngine(records, { indexName: INDEX_NAME })
    .search({ query, page: 0, hitsPerPage: 50 })
    .hits.map((hit) => hit.objectID)
}

/** A POST to the multi-query endpoint the way DocSearch sends it: JSON in a text/plain body. */
export function searchRequest(body: unknown, init: { path?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  const path = init.path ?? '/docs/api/search/1/indexes/*/queries'
  const method = init.method ?? 'POST'
  return new Request(`http://localhost${path}?x-algolia-agent=test`, {
    method,
    headers: { 'content-type': 'text/plain', ...init.headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}
