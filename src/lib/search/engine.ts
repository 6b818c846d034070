import MiniSearch from 'minisearch'
import { QueryMatcher } from './query-matcher'
import { attributeRank, compareRanked, proximityOf, type Ranked } from './ranking'
import { normalizeTerm, terms, tokenize } from './text'
import { allowedTypos } from './typos'
import { SEARCH_FIELDS, type SearchField, type SearchRecord } from './types'

/** Algolia's `paginationLimitedTo` default: no query can page past this many hits. */
export const PAGINATION_LIMIT = 1000

export interface EngineQuery {
  query: string
  page: number
  hitsPerPage: number
}

export interface EngineResult {
  /** The requested page of hits, best first, one per url. */
  hits: SearchRecord[]
  /** Distinct urls matching the query. */
  nbHits: number
  matcher: QueryMatcher
}

export interface SearchEngine {
  readonly indexName: string
  readonly records: readonly SearchRecord[]
  search(query: EngineQuery): EngineResult
}

function fieldValue(record: SearchRecord, field: SearchField): string | null {
  if (field === 'content') return record.content
  if (field === 'code') return record.code
  return record.hierarchy[field]
}

interface IndexedDoc {
  id: number
  record: SearchRecord
}

/**
 * Indexes records in MiniSearch (which finds candidates: every term within two edits of a query
 * word, and every term the last word is a prefix of) and ranks the candidates itself, criterion by
 * criterion, the way Algolia ranks DocSearch records; then keeps one hit per url.
 */
export function createSearchEngine(records: readonly SearchRecord[], options: { indexName: string }): SearchEngine {
  const index = new MiniSearch<IndexedDoc>({
    fields: [...SEARCH_FIELDS],
    idField: 'id',
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : (fieldValue(doc.record, field as SearchField) ?? '')),
    tokenize,
    processTerm: (term) => normalizeTerm(term) || null,
  })
  index.addAll(records.map((record, id) => ({ id, record })))

  // Terms of each record per field, for proximity; computed when first needed.
  const fieldTerms: Array<string[][] | undefined> = []
  const termsOf = (i: number) => (fieldTerms[i] ??= SEARCH_FIELDS.map((field) => terms(fieldValue(records[i], field))))
  // Attributes (hierarchy or content) that are a single word, for the exact criterion of one-word queries.
  const wholeWords = records.map((record) =>
    SEARCH_FIELDS.filter((field) => field !== 'code')
      .map((field) => terms(fieldValue(record, field)))
      .flatMap((fieldTerms) => (fieldTerms.length === 1 ? fieldTerms : [])),
  )

  let defaultOrder: Ranked[] | undefined
  const unranked = (record: SearchRecord, index: number): Ranked => ({ record, index, words: 0, typos: 0, attribute: 0, proximity: 0, exact: 0 })

  function candidates(matcher: QueryMatcher): Ranked[] {
    const n = matcher.words.length
    const found = index.search(matcher.words.join(' '), {
      combineWith: 'OR',
      prefix: (_term, i, all) => i === all.length - 1,
      // Two edits also find swapped letters, which count as one typo; matchTerm applies the real limits.
      fuzzy: (term) => (allowedTypos(term) > 0 ? 2 : false),
      maxFuzzy: 2,
    })
    const ranked: Ranked[] = []
    let mostWords = 0
    for (const result of found) {
      const i = result.id as number
      const record = records[i]
      // Per query word: fewest typos, and the best attribute among the matches with that few typos.
      const typos = new Array<number>(n).fill(Infinity)
      const attributes = new Array<number>(n).fill(Infinity)
      const exact = new Array<boolean>(n).fill(false)
      for (const [term, fields] of Object.entries(result.match)) {
        const matches = matcher.matchTerm(term)
        matches.forEach((match, w) => {
          if (!match || match.typos > typos[w]) return
          const attribute = Math.min(...fields.map((field) => attributeRank(field as SearchField, record.type)))
          attributes[w] = match.typos < typos[w] ? attribute : Math.min(attributes[w], attribute)
          typos[w] = match.typos
          if (match.exact) exact[w] = true
        })
      }
      const words = typos.filter(Number.isFinite).length
      if (words === 0) continue
      mostWords = Math.max(mostWords, words)
      ranked.push({
        record,
        index: i,
        words,
        typos: typos.reduce((sum, t) => (Number.isFinite(t) ? sum + t : sum), 0),
        attribute: Math.min(...attributes),
        proximity: 0,
        exact: n === 1 ? Number(wholeWords[i].includes(matcher.words[0])) : exact.filter(Boolean).length,
      })
    }
    // All words are required; only when no record has them all does every word become optional
    // (DocSearch's `removeWordsIfNoResults: allOptional`).
    const kept = mostWords === n ? ranked.filter((r) => r.words === n) : ranked
    if (n > 1) for (const r of kept) if (r.words > 1) r.proximity = proximity(matcher, r.index)
    return kept
  }

  function proximity(matcher: QueryMatcher, i: number): number {
    const fields = termsOf(i)
    const positions = matcher.words.map(() => fields.map(() => [] as number[]))
    fields.forEach((fieldTerms, f) =>
      fieldTerms.forEach((term, p) => matcher.matchTerm(term).forEach((match, w) => match && positions[w][f].push(p))),
    )
    return proximityOf(positions.filter((perField) => perField.some((list) => list.length > 0)))
  }

  return {
    indexName: options.indexName,
    records,
    search({ query, page, hitsPerPage }) {
      const matcher = new QueryMatcher(query)
      let ranked: Ranked[]
      if (matcher.words.length === 0) ranked = defaultOrder ??= records.map(unranked).sort(compareRanked)
      else ranked = candidates(matcher).sort(compareRanked)

      const urls = new Set<string>()
      const hits: SearchRecord[] = []
      const from = page * hitsPerPage
      const to = Math.min(from + hitsPerPage, PAGINATION_LIMIT)
      for (const r of ranked) {
        if (urls.has(r.record.url)) continue
        urls.add(r.record.url)
        if (urls.size > from && urls.size <= to) hits.push(r.record)
      }
      return { hits, nbHits: urls.size, matcher }
    },
  }
}
