import SearchableMap from 'minisearch/SearchableMap'
import { attributeRank } from './ranking'
import { indexTerms, tokenize } from './text'
import { SEARCH_FIELDS, type SearchField, type SearchRecord } from './types'

export function fieldValue(record: SearchRecord, field: SearchField): string | null {
  if (field === 'content') return record.content
  if (field === 'code') return record.code
  if (field === 'keywords') return record.keywords ?? null
  return record.hierarchy[field]
}

/**
 * The records' words, ready for ranking. The term dictionary is MiniSearch's radix tree
 * (`SearchableMap`), which answers prefix and fuzzy lookups; postings and positions are kept in
 * typed arrays so a query touches no per-record objects.
 */
export interface InvertedIndex {
  /** Normalised term → term id. */
  dictionary: SearchableMap<number>
  /** Per term id: pairs `[record, best attribute rank of the term in that record]`, one pair per record. */
  postings: Int32Array[]
  /** Per record and field (`record * SEARCH_FIELDS.length + field`): the field's term ids in order, for proximity. */
  fieldTerms: Int32Array[]
  /** Per record: term ids of the attributes (hierarchy levels, content) that are a single word. */
  wholeTerms: Int32Array[]
  /** Length of the longest term: a longer query word cannot be a typo of any term beyond this plus two. */
  longestTerm: number
}

const EMPTY = new Int32Array(0)

export function buildInvertedIndex(records: readonly SearchRecord[]): InvertedIndex {
  const termIds = new Map<string, number>()
  const building: number[][] = []
  const fieldTerms: Int32Array[] = []
  const wholeTerms: Int32Array[] = []

  records.forEach((record, doc) => {
    const best = new Map<number, number>()
    const whole: number[] = []
    for (const field of SEARCH_FIELDS) {
      const ids = indexTerms(fieldValue(record, field)).map((term) => {
        let id = termIds.get(term)
        if (id === undefined) {
          id = building.length
          termIds.set(term, id)
          building.push([])
        }
        return id
      })
      fieldTerms.push(ids.length ? Int32Array.from(ids) : EMPTY)
      const value = fieldValue(record, field)
      if (field !== 'code' && field !== 'keywords' && ids.length > 0 && value !== null && tokenize(value).length === 1) whole.push(ids[0])
      const rank = attributeRank(field, record.type)
      for (const id of ids) if (!(best.get(id)! <= rank)) best.set(id, rank)
    }
    for (const [id, rank] of best) building[id].push(doc, rank)
    wholeTerms.push(whole.length ? Int32Array.from(whole) : EMPTY)
  })

  const dictionary = SearchableMap.from(termIds) as SearchableMap<number>
  let longestTerm = 0
  for (const term of termIds.keys()) longestTerm = Math.max(longestTerm, term.length)
  return { dictionary, longestTerm, postings: building.map((list) => Int32Array.from(list)), fieldTerms, wholeTerms }
}
