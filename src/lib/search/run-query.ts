import type { AnswerBudget } from './answer-budget'
import type { SearchEngine } from './engine'
import { formatHit } from './format-hit'
import { PAGINATION_LIMIT } from './limits'
import { encodeSearchParams, type SearchParams } from './params'

/** One entry of Algolia's `results` array. */
export interface SearchResultJson {
  hits: Array<Record<string, unknown>>
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: boolean
  query: string
  params: string
  index: string
  processingTimeMS: number
  queryID?: string
}

/** Runs one query and shapes the answer the way Algolia does, charging each hit to `budget` as it is formatted. */
export function runQuery(engine: SearchEngine, indexName: string, params: SearchParams, budget?: AnswerBudget): SearchResultJson {
  const started = performance.now()
  const { hits, nbHits, matcher } = engine.search({ query: params.query, page: params.page, hitsPerPage: params.hitsPerPage, ...(params.filter ? { filter: params.filter } : {}), ...(params.boost ? { boost: params.boost } : {}) })
  const reachable = Math.min(nbHits, PAGINATION_LIMIT)
  return {
    hits: hits.map((record) => {
      const hit = formatHit(record, matcher, params)
      budget?.charge(hit)
      return hit
    }),
    nbHits,
    page: params.page,
    nbPages: params.hitsPerPage > 0 ? Math.ceil(reachable / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    query: params.query,
    params: encodeSearchParams(params),
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
    ...(params.clickAnalytics ? { queryID: crypto.randomUUID().replace(/-/g, '') } : {}),
  }
}
