import MiniSearch, { type AsPlainObject, type Options } from 'minisearch'
import { QUESTION_STOP_WORDS } from './stop-words'
import { stem } from './word-forms'
import type { PageType } from './page-facets'
import type { SearchRecord } from './types'

const SDK_PAGES: ReadonlySet<PageType> = new Set(['sdk-overview', 'sdk-resource', 'sdk-method'])

/** A time on the clock as a question writes it (`9am`, the `30pm` of `6:30pm`): never the same word twice, always the same thing asked. */
const CLOCK_TIME = /^\d{1,2}(?:am|pm)$/

/** The term every clock time also gives, so `run at 9am` finds the operation whose words have a clock time in them (reference/vocabulary.yaml). */
const CLOCK_TIME_TERM = 'clocktime'

/**
 * Terms of a text: lowercase words (camelCase identifiers also split into their parts), stop words
 * dropped, stemmed; a clock time also gives CLOCK_TIME_TERM.
 */
function processTerm(term: string): string | string[] | null {
  const lower = term.toLowerCase()
  if (QUESTION_STOP_WORDS.has(lower)) return null
  const parts = term.split(/(?<=[a-z0-9])(?=[A-Z])/).map((p) => p.toLowerCase())
  const terms = new Set([stem(lower), ...(parts.length > 1 ? parts.filter((p) => !QUESTION_STOP_WORDS.has(p)).map(stem) : [])])
  if (CLOCK_TIME.test(lower)) terms.add(CLOCK_TIME_TERM)
  return [...terms]
}

interface QuestionDoc {
  id: number
  title: string
  vocabulary: string
  keywords: string
  headings: string
  content: string
  code: string
}

/** Field weights: what a page is (its title and its operation's everyday words, then its summary and signature), then its headings, opening text and the identifiers its code uses. */
const BOOST = { title: 4, vocabulary: 4, keywords: 2, headings: 1, content: 0.5, code: 0.3 }

/**
 * The index's options, the one source of truth for the build (createQuestionIndex) and the load
 * (loadQuestionIndex): MiniSearch needs the same fields and processTerm to read a serialized index.
 */
const OPTIONS: Options<QuestionDoc> = {
  fields: ['title', 'vocabulary', 'keywords', 'headings', 'content', 'code'],
  storeFields: [],
  processTerm,
  searchOptions: { boost: BOOST, combineWith: 'OR' },
}

/**
 * How much of a page's text is indexed: its opening words, which say what the page is for. The rest
 * (examples, option tables) adds postings that match every question's common words and rarely the
 * page a question is about; the site search still indexes all of it.
 */
const CONTENT_WORDS = 250

/** The serialized index the build writes (scripts/write-question-index.ts): the pages' urls by document id, and MiniSearch's own JSON. */
export interface SerializedQuestionIndex {
  urls: string[]
  index: AsPlainObject
}

export interface QuestionIndex {
  /** The first `limit` page urls (url_without_anchor) best first, with each page's record (its page-level one), and how many pages match. */
  /** `boost` adds `boostWeight` times its value to a page's factor; `weigh` multiplies it (1 leaves a page as it is). */
  search(query: string, options: { filter?: (record: SearchRecord) => boolean; boost?: (record: SearchRecord) => number; boostWeight?: number; weigh?: (record: SearchRecord) => number; limit: number }): { pages: Array<{ url: string; record: SearchRecord; score: number }>; total: number }
  toJSON(): SerializedQuestionIndex
}

/** Each page's url and record (its page-level one, else its first), in the order of the records: document id → page. */
function pagesOf(records: readonly SearchRecord[]): Map<string, SearchRecord> {
  const pages = new Map<string, SearchRecord>()
  for (const record of records) {
    const page = pages.get(record.url_without_anchor)
    if (!page || (record.type === 'lvl1' && page.type !== 'lvl1')) pages.set(record.url_without_anchor, record)
  }
  return pages
}

function firstWords(texts: readonly string[], count: number): string {
  const words: string[] = []
  for (const text of texts) {
    for (const word of text.split(/\s+/)) if (word) words.push(word)
    if (words.length >= count) break
  }
  return words.slice(0, count).join(' ')
}

function documentsOf(records: readonly SearchRecord[], pages: ReadonlyMap<string, SearchRecord>, vocabularyOf: (url: string) => string | undefined): QuestionDoc[] {
  const ids = new Map([...pages.keys()].map((url, id) => [url, id]))
  const headings = [...pages.keys()].map(() => new Set<string>())
  const content: string[][] = [...pages.keys()].map(() => [])
  const code = [...pages.keys()].map(() => new Set<string>())
  for (const record of records) {
    const id = ids.get(record.url_without_anchor)!
    if (record.type !== 'lvl1' && record.type !== 'content') headings[id].add(record.hierarchy[record.type] ?? '')
    if (record.content) content[id].push(record.content)
    for (const identifier of record.code?.split(/\s+/) ?? []) if (identifier) code[id].add(identifier)
  }
  return [...pages.entries()].map(([url, record], id) => {
    const keywords = record.type === 'lvl1' ? (record.keywords ?? '') : ''
    return {
      id,
      title: record.hierarchy.lvl1 ?? '',
      vocabulary: vocabularyOf(url) ?? (SDK_PAGES.has(record.pageType) ? '' : keywords),
      keywords,
      headings: [...headings[id]].join(' \n '),
      content: firstWords(content[id], CONTENT_WORDS),
      code: [...code[id]].join(' '),
    }
  })
}

/**
 * A query's words, each once (MiniSearch's tokenizer, then processTerm: `keys` and `key` are one
 * word), and their terms: a question that repeats a word ("a key from the key value store") does not
 * weigh it twice, as the site search's QueryMatcher does not.
 */
function distinctWords(query: string): { text: string; terms: string[]; last?: string } {
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  const words: string[] = []
  const terms = new Set<string>()
  let last: string | undefined
  for (const token of tokenize(query)) {
    const processed = [processTerm(token) ?? []].flat()
    if (processed.length === 0 || processed.every((term) => terms.has(term))) continue
    words.push(token)
    for (const term of processed) terms.add(term)
    last = processed[0]
  }
  return { text: words.join(' '), terms: [...terms], last }
}

function questionIndex(mini: MiniSearch<QuestionDoc>, pages: readonly SearchRecord[]): QuestionIndex {
  return {
    search(query, { filter, boost, boostWeight = 0.5, weigh, limit }) {
      // One factor per page and search (MiniSearch asks once per term, field and page); 0 leaves a
      // page out before it is scored, which is what makes a scoped search cheap.
      const factors = new Float64Array(pages.length).fill(-1)
      const boostDocument = (id: number): number => {
        if (factors[id] < 0) {
          const record = pages[id]
          factors[id] = filter && !filter(record) ? 0 : (1 + boostWeight * (boost ? boost(record) : 0)) * (weigh ? weigh(record) : 1) * (1 + 0.15 * record.weight.tier)
        }
        return factors[id]
      }
      const options = { boost: BOOST, combineWith: 'OR', boostDocument } as const
      const words = distinctWords(query)
      let results = mini.search(words.text, options)
      // A question's words are whole words: only one no page in scope has (a typo, a word cut short)
      // matches other terms, by a typo if long enough, as a prefix if it is the last. Expanding a
      // known word too would add every longer identifier it begins and every near spelling.
      const matched = new Set(results.flatMap((result) => result.terms))
      const unknown = new Set(words.terms.filter((term) => !matched.has(term)))
      if (unknown.size > 0) {
        results = mini.search(words.text, {
          ...options,
          prefix: (term) => unknown.has(term) && term === words.last && term.length >= 3,
          fuzzy: (term) => (unknown.has(term) && term.length >= 6 ? 0.2 : false),
          weights: { fuzzy: 0.3, prefix: 0.5 },
        })
      }
      const top = results.slice(0, limit).map((r) => ({ url: pages[r.id as number].url_without_anchor, record: pages[r.id as number], score: r.score }))
      return { pages: top, total: results.length }
    },
    toJSON: () => ({ urls: pages.map((page) => page.url_without_anchor), index: mini.toJSON() }),
  }
}

/**
 * A page-level BM25 index (MiniSearch) for questions: each page is one document of its title, its
 * operation's vocabulary, keywords, headings, opening text and code identifiers; a question's words are ORed, each
 * weighed by how rare it is, so a page that is about the words that matter ranks first and no word
 * of a question can empty the answer. A word no page has matches others: as a prefix when it is the
 * last, by a typo when it is long.
 */
export function createQuestionIndex(records: readonly SearchRecord[], vocabularyOf: (url: string) => string | undefined = () => undefined): QuestionIndex {
  const pages = pagesOf(records)
  const mini = new MiniSearch<QuestionDoc>(OPTIONS)
  mini.addAll(documentsOf(records, pages, vocabularyOf))
  return questionIndex(mini, [...pages.values()])
}

/**
 * The index the build serialized, over the same records (the site search engine's). Undefined when
 * the records' pages are not the ones it was built from (content changed since the build).
 */
export function loadQuestionIndex(serialized: SerializedQuestionIndex, records: readonly SearchRecord[]): QuestionIndex | undefined {
  const pages = pagesOf(records)
  if (pages.size !== serialized.urls.length || serialized.urls.some((url) => !pages.has(url))) return undefined
  return questionIndex(MiniSearch.loadJS(serialized.index, OPTIONS), serialized.urls.map((url) => pages.get(url)!))
}
