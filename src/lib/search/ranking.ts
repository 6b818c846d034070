import type { RecordType, SearchField, SearchRecord } from './types'

/** How a record matched a query: Algolia's default ranking criteria, plus the record's custom ranking. */
export interface Ranked {
  record: SearchRecord
  /** Position of the record in the index, the last tie-break, so equal records keep document order. */
  index: number
  /** Query words the record contains (with or without typos). More is better. */
  words: number
  /** Typos summed over the matched words. Fewer is better. */
  typos: number
  /** Best matching attribute, see {@link attributeRank}. Lower is better. */
  attribute: number
  /** Distance between matched words, 8 per pair at most. Lower is better. */
  proximity: number
  /** Words matched exactly (for a one-word query: an attribute equal to the word). More is better. */
  exact: number
}

/**
 * Algolia's `attribute` criterion with DocSearch's searchable attributes: first the record's own
 * level (`hierarchy_radio`: the title of a page record, the text of a heading record), then the rest
 * of the hierarchy it sits under, then paragraph content, then code identifiers.
 */
export function attributeRank(field: SearchField, type: RecordType): number {
  if (field === 'content') return 14
  if (field === 'code') return 15
  const level = Number(field.slice(3))
  return field === type ? level : 7 + level
}

/** words ▸ typo ▸ attribute ▸ proximity ▸ exact ▸ pageRank ▸ level ▸ position, as Algolia ranks DocSearch records. */
export function compareRanked(a: Ranked, b: Ranked): number {
  const wa = a.record.weight
  const wb = b.record.weight
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    a.proximity - b.proximity ||
    b.exact - a.exact ||
    wb.pageRank - wa.pageRank ||
    wb.level - wa.level ||
    wa.position - wb.position ||
    a.index - b.index
  )
}

/** Maximum distance Algolia counts between two query words; words in different attributes count this much. */
export const MAX_PROXIMITY = 8

/**
 * Sum, over neighbouring query words, of how close they appear in the record (1 when adjacent and in
 * order). `positions[w][f]` lists where word `w` occurs in field `f`.
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
