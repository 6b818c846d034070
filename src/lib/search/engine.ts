import { expandQuery } from './expand-query'
import { buildInvertedIndex } from './inverted-index'
import { PAGINATION_LIMIT } from './limits'
import { QueryMatcher } from './query-matcher'
import { customOrder, customRankOfKey, MAX_PROXIMITY, proximityOf, rankingKey } from './ranking'
import { SEARCH_FIELDS, type SearchRecord } from './types'

export interface EngineQuery {
  /** Keeps only the records it accepts (facet filters). */
  filter?: (record: SearchRecord) => boolean
  /** Optional filters: records scoring higher rank first among those with as many query words. */
  boost?: (record: SearchRecord) => number
  /**
   * Algolia's `optionalWords` set to every query word: a record matching any word is a hit, ranked
   * by how many it matches, even when some record has them all (for questions, whose words a page
   * seldom repeats in one paragraph). Left out, the query is strict unless nothing has every word.
   */
  allOptional?: boolean
  /** Algolia's `removeStopWords`: words that only shape a question (stop-words.ts) are dropped. */
  removeStopWords?: boolean
  /** Algolia's `ignorePlurals`, with -ing and -ed forms too (plurals.ts): other forms of a word match it with no typo. */
  ignorePlurals?: boolean
  /** Algolia's `typoTolerance`: false matches words only as they are written (and their forms); true when left out. */
  typoTolerance?: boolean
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

const NONE = 255
const FIELDS = SEARCH_FIELDS.length
const KEYWORDS_FIELD = SEARCH_FIELDS.indexOf('keywords')

/**
 * Ranks records the way the exported Algolia index does (words, optional filters, typo, weight.tier,
 * attribute, proximity, exact, then weight.pageRank / level / position), keeping one hit per url. Every query word tolerates
 * typos by its length and the last word also matches as a prefix. When no record has all the words,
 * every word becomes optional (DocSearch's `removeWordsIfNoResults: allOptional`).
 */
export function createSearchEngine(records: readonly SearchRecord[], options: { indexName: string }): SearchEngine {
  const index = buildInvertedIndex(records)
  const order = customOrder(records)
  const customRank = new Int32Array(records.length)
  order.forEach((doc, rank) => (customRank[doc] = rank))
  const urlIds = new Map<string, number>()
  const urlOf = Int32Array.from(records, (r) => {
    if (!urlIds.has(r.url)) urlIds.set(r.url, urlIds.size)
    return urlIds.get(r.url)!
  })

  /** Ranking keys of the matching records, unsorted. */
  function rankMatches(matcher: QueryMatcher, { filter, boost, allOptional }: Pick<EngineQuery, 'filter' | 'boost' | 'allOptional'>): Float64Array {
    const n = matcher.words.length
    const expansions = expandQuery(matcher, index.dictionary, index.longestTerm)
    // Per record and word: fewest typos, best attribute among the matches with that few typos, exact match.
    const typos = new Uint8Array(records.length * n).fill(NONE)
    const attribute = new Uint8Array(records.length * n)
    const exact = new Uint8Array(records.length * n)
    const touched: number[] = []
    // 1: matched and kept by the filter, 2: left out by the filter. Filters apply before the words
    // are counted, as in Algolia: a record the filter drops cannot make every other record optional.
    const seen = new Uint8Array(records.length)
    expansions.forEach((list, w) => {
      for (const e of list) {
        const postings = index.postings[e.termId]
        for (let k = 0; k < postings.length; k += 2) {
          const doc = postings[k]
          const rank = postings[k + 1]
          if (seen[doc] === 0) {
            seen[doc] = filter && !filter(records[doc]) ? 2 : 1
            if (seen[doc] === 1) touched.push(doc)
          }
          if (seen[doc] === 2) continue
          const at = doc * n + w
          if (e.typos < typos[at]) {
            typos[at] = e.typos
            attribute[at] = rank
          } else if (e.typos === typos[at] && rank < attribute[at]) attribute[at] = rank
          if (e.exact) exact[at] = 1
        }
      }
    })

    const wordsOf = new Uint8Array(records.length)
    let mostWords = 0
    for (const doc of touched) {
      let words = 0
      for (let w = 0; w < n; w++) if (typos[doc * n + w] !== NONE) words++
      wordsOf[doc] = words
      if (words > mostWords) mostWords = words
    }
    const kept = mostWords === n && !allOptional ? touched.filter((doc) => wordsOf[doc] === n) : touched

    const wordOfTerm = new Map<number, number[]>()
    if (n > 1) expansions.forEach((list, w) => list.forEach((e) => wordOfTerm.set(e.termId, [...(wordOfTerm.get(e.termId) ?? []), w])))
    const single = n === 1 ? index.dictionary.get(matcher.words[0]) : undefined

    const keys = new Float64Array(kept.length)
    kept.forEach((doc, i) => {
      let typoSum = 0
      let best = NONE
      let exactWords = 0
      for (let w = 0; w < n; w++) {
        const at = doc * n + w
        if (typos[at] === NONE) continue
        typoSum += typos[at]
        if (attribute[at] < best) best = attribute[at]
        exactWords += exact[at]
      }
      const words = wordsOf[doc]
      keys[i] = rankingKey(
        {
          words,
          filters: boost ? boost(records[doc]) : 0,
          tier: records[doc].weight.tier,
          typos: typoSum,
          attribute: best,
          proximity: n > 1 && words > 1 ? proximity(doc, n, wordOfTerm) : 0,
          exact: n === 1 ? Number(single !== undefined && index.wholeTerms[doc].includes(single)) : exactWords,
        },
        customRank[doc],
      )
    })
    return keys
  }

  function proximity(doc: number, n: number, wordOfTerm: Map<number, number[]>): number {
    const positions: number[][][] = Array.from({ length: n }, () => Array.from({ length: FIELDS }, () => []))
    for (let f = 0; f < FIELDS; f++) {
      // Keywords are a list of phrases, not prose: words near each other there say nothing of the
      // page, so they count as far apart (MAX_PROXIMITY) as words in different attributes.
      const spread = f === KEYWORDS_FIELD ? MAX_PROXIMITY : 1
      const terms = index.fieldTerms[doc * FIELDS + f]
      for (let p = 0; p < terms.length; p++) {
        const words = wordOfTerm.get(terms[p])
        if (words) for (const w of words) positions[w][f].push(p * spread)
      }
    }
    return proximityOf(positions.filter((perField) => perField.some((list) => list.length > 0)))
  }

  return {
    indexName: options.indexName,
    records,
    search({ query, page, hitsPerPage, filter, boost, allOptional, removeStopWords, ignorePlurals, typoTolerance }) {
      const matcher = new QueryMatcher(query, { removeStopWords, ignorePlurals, typoTolerance })
      const ranked = matcher.words.length === 0 ? order : Int32Array.from(rankMatches(matcher, { filter, boost, allOptional }).sort(), (key) => order[customRankOfKey(key)])
      const urlSeen = new Uint8Array(urlIds.size)
      const hits: SearchRecord[] = []
      const from = page * hitsPerPage
      const to = Math.min(from + hitsPerPage, PAGINATION_LIMIT)
      let nbHits = 0
      for (const doc of ranked) {
        if (urlSeen[urlOf[doc]]) continue
        if (filter && !filter(records[doc])) continue
        urlSeen[urlOf[doc]] = 1
        nbHits++
        if (nbHits > from && nbHits <= to) hits.push(records[doc])
      }
      return { hits, nbHits, matcher }
    },
  }
}
