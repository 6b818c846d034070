import type SearchableMap from 'minisearch/SearchableMap'
import type { QueryMatcher, TermMatch } from './query-matcher'

export interface Expansion extends TermMatch {
  termId: number
}

/** `word` with each pair of neighbouring letters swapped in turn. */
function swaps(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return out
}

/**
 * Every indexed term each query word matches: itself, the terms it begins (last word only), and the
 * terms within its typo allowance, a swap of neighbouring letters counting as one typo. Candidates
 * come from the radix tree's fuzzy lookup (plain edit distance) plus lookups of the swapped
 * spellings; the matcher then decides and counts typos exactly.
 */
export function expandQuery(matcher: QueryMatcher, dictionary: SearchableMap<number>, longestTerm: number): Expansion[][] {
  return matcher.words.map((word, w) => {
    const candidates = new Map<string, number>()
    const exact = dictionary.get(word)
    if (exact !== undefined) candidates.set(word, exact)
    for (const form of matcher.forms[w]) {
      const id = dictionary.get(form)
      if (id !== undefined) candidates.set(form, id)
    }
    if (matcher.isPrefixWord(w)) for (const [term, id] of dictionary.atPrefix(word)) candidates.set(term, id)
    const allowed = matcher.allowedTypos(w)
    // A word longer than every term by more than its typos can only match exactly (or as a prefix).
    if (allowed > 0 && word.length <= longestTerm + allowed) {
      for (const [term, [id]] of dictionary.fuzzyGet(word, allowed)) candidates.set(term, id)
      for (const swapped of swaps(word)) {
        if (allowed === 1) {
          const id = dictionary.get(swapped)
          if (id !== undefined) candidates.set(swapped, id)
        } else {
          for (const [term, [id]] of dictionary.fuzzyGet(swapped, allowed - 1)) candidates.set(term, id)
        }
      }
    }
    const expansions: Expansion[] = []
    for (const [term, termId] of candidates) {
      const match = matcher.matchTerm(term)[w]
      if (match) expansions.push({ termId, ...match })
    }
    return expansions
  })
}
