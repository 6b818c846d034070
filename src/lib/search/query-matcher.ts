import { wordForms } from './word-forms'
import { withoutStopWords } from './stop-words'
import { normalizeTerm, tokenize } from './text'
import { allowedTypos, typoDistance } from './typos'

/** Words of a query beyond this many distinct ones are ignored: nobody types more into a docs search box. */
export const MAX_QUERY_WORDS = 10

/** How an indexed term matches one query word. */
export interface TermMatch {
  typos: number
  /** The term is the query word itself (no typo, not a longer word found by prefix). */
  exact: boolean
  /** For a prefix match, how many leading letters of the term the query word covers. */
  prefixLength: number | null
}

/**
 * A parsed query: its normalised words and how any indexed term matches each of them. Every word
 * tolerates typos by its length; the last word also matches as a prefix (Algolia's `prefixLast`),
 * which is what makes results appear while the reader is still typing.
 */
export class QueryMatcher {
  readonly words: string[]
  /** Per word: its plural, singular and -ing/-ed forms, which match it with no typo (with `ignorePlurals`; empty sets otherwise). */
  readonly forms: ReadonlyArray<ReadonlySet<string>>
  private readonly cache = new Map<string, Array<TermMatch | null>>()
  private readonly typoTolerance: boolean

  /** `removeStopWords`, `ignorePlurals` and `typoTolerance`: Algolia's settings of those names, see stop-words.ts, word-forms.ts and typos.ts. */
  constructor(query: string, { removeStopWords = false, ignorePlurals = false, typoTolerance = true }: { removeStopWords?: boolean; ignorePlurals?: boolean; typoTolerance?: boolean } = {}) {
    const words = [...new Set(tokenize(query).map(normalizeTerm).filter(Boolean))]
    this.words = (removeStopWords ? withoutStopWords(words) : words).slice(0, MAX_QUERY_WORDS)
    this.forms = this.words.map((word) => new Set(ignorePlurals ? wordForms(word) : []))
    this.typoTolerance = typoTolerance
  }

  isPrefixWord(index: number): boolean {
    return index === this.words.length - 1
  }

  /** Typos the word at `index` tolerates: by its length, none when typo tolerance is off. */
  allowedTypos(index: number): number {
    return this.typoTolerance ? allowedTypos(this.words[index]) : 0
  }

  /** How `term` (already normalised) matches each query word, `null` where it does not. */
  matchTerm(term: string): Array<TermMatch | null> {
    let matches = this.cache.get(term)
    if (!matches) {
      matches = this.words.map((word, index) => (this.forms[index].has(term) ? FORM_MATCH : matchWord(word, term, this.isPrefixWord(index), this.allowedTypos(index))))
      this.cache.set(term, matches)
    }
    return matches
  }

  /** The best match of `term` against any query word: exact, then prefix, then fewest typos. */
  bestMatch(term: string): { word: number; match: TermMatch } | null {
    let best: { word: number; match: TermMatch } | null = null
    this.matchTerm(term).forEach((match, word) => {
      if (match && (!best || rank(match) < rank(best.match))) best = { word, match }
    })
    return best
  }
}

const FORM_MATCH: TermMatch = { typos: 0, exact: false, prefixLength: null }

function rank(match: TermMatch): number {
  return match.exact ? 0 : match.typos === 0 ? 1 : 1 + match.typos
}

function matchWord(word: string, term: string, prefix: boolean, allowed: number): TermMatch | null {
  if (term === word) return { typos: 0, exact: true, prefixLength: null }
  if (prefix && term.startsWith(word)) return { typos: 0, exact: false, prefixLength: word.length }
  if (allowed === 0) return null
  const typos = typoDistance(word, term, allowed)
  return typos <= allowed ? { typos, exact: false, prefixLength: null } : null
}
