import type { RecordType, SearchField, SearchRecord } from './types'

/**
 * Algolia's `attribute` criterion with DocSearch's searchable attributes: first the record's own
 * level (`hierarchy_radio`: the title of a page record, the text of a heading record), then the rest
 * of the hierarchy it sits under, then paragraph content, then code identifiers. Lower is better.
 */
export function attributeRank(field: SearchField, type: RecordType): number {
  if (field === 'content') return 14
  if (field === 'code') return 15
  // A page's keywords rank with the section name (lvl0 under a record's own level): after its own title, before its headings.
  if (field === 'keywords') return 7
  const level = Number(field.slice(3))
  return field === type ? level : 7 + level
}

/** Maximum distance Algolia counts between two query words; words in different attributes count this much. */
export const MAX_PROXIMITY = 8

/**
 * Sum, over neighbouring query words, of how close they appear in the record (1 when adjacent and in
 * order, capped at 8). `positions[w][f]` lists where word `w` occurs in field `f`.
 */
export function proximityOf(positions: number[][][]): number {
  let total = 0
  for (let w = 1; w < positions.length; w++) {
    let best = MAX_PROXIMITY
    const left = positions[w - 1]
    const right = positions[w]
    for (let f = 0; f < left.length && best > 1; f++) {
      for (const p of left[f]) {
        for (const q of right[f]) {
          const distance = q > p ? q - p : p - q + 1
          if (distance < best) best = distance
        }
      }
    }
    total += best
  }
  return total
}

/** How a record matched a query: Algolia's default ranking criteria, in order. */
export interface Criteria {
  /** Query words the record contains (with or without typos). More is better. */
  words: number
  /** Score of the optional filters the record matches (Algolia's `filters` criterion). More is better. */
  filters?: number
  /** The record's page tier (`weight.tier`, see page-facets.ts `pageTier`). More is better. */
  tier?: number
  /** Typos summed over the matched words. Fewer is better. */
  typos: number
  /** Best matching attribute, see {@link attributeRank}. Lower is better. */
  attribute: number
  /** See {@link proximityOf}. Lower is better. */
  proximity: number
  /** Words matched exactly (for a one-word query: an attribute equal to the word). More is better. */
  exact: number
}

/** Room for the custom-ranking position of a record: indexes of up to a million records. */
const CUSTOM_BITS = 2 ** 20
/** Optional-filter scores count up to this much. */
export const MAX_FILTER_SCORE = 15
/** Page tiers count up to this much. */
export const MAX_TIER = 3

/**
 * One number that sorts ascending in the index's order (ALGOLIA_INDEX_SETTINGS.ranking) — words ▸
 * filters ▸ typo ▸ page tier ▸ attribute ▸ proximity ▸ exact ▸ custom ranking — and identifies the
 * record: `customRank` is the record's unique place in the custom ranking (see {@link customOrder}).
 * Bits: words 5, filters 4, typos 6, tier 2, attribute 4, proximity 7, exact 5, custom 20 (53, all
 * a double holds exactly; the words field stays below 17, so the key stays below 2^53).
 */
export function rankingKey(c: Criteria, customRank: number): number {
  const filters = MAX_FILTER_SCORE - Math.min(c.filters ?? 0, MAX_FILTER_SCORE)
  const tier = MAX_TIER - Math.min(Math.max(c.tier ?? 0, 0), MAX_TIER)
  const primary = ((((((16 - c.words) * 16 + filters) * 64 + Math.min(c.typos, 63)) * 4 + tier) * 16 + c.attribute) * 128 + Math.min(c.proximity, 127)) * 32 + (16 - c.exact)
  return primary * CUSTOM_BITS + customRank
}

export function customRankOfKey(key: number): number {
  return key % CUSTOM_BITS
}

/** Record indexes in DocSearch's custom ranking: weight.pageRank desc, weight.level desc, weight.position asc, then index order. */
export function customOrder(records: readonly SearchRecord[]): Int32Array {
  const order = Int32Array.from(records.keys())
  return order.sort((a, b) => {
    const wa = records[a].weight
    const wb = records[b].weight
    return wb.pageRank - wa.pageRank || wb.level - wa.level || wa.position - wb.position || a - b
  })
}
