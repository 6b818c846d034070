import MiniSearch from 'minisearch'
import { STOP_WORDS } from './stop-words'
import type { PageType } from './page-facets'
import type { SearchRecord } from './types'

const SDK_PAGES: ReadonlySet<PageType> = new Set(['sdk-overview', 'sdk-resource', 'sdk-method'])

/**
 * One word's stem, shared by the pages and the questions: the plural, -ing and -ed forms and a final
 * e fold together (uploads, uploading, uploaded → upload; write, writes, writing → writ), so a question
 * matches a page in whatever form either uses the word. Short words and identifiers are kept as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y'
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1)
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3)
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2)
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** Terms of a text: lowercase words (camelCase identifiers also split into their parts), stop words dropped, stemmed. */
function processTerm(term: string): string | string[] | null {
  const lower = term.toLowerCase()
  if (STOP_WORDS.has(lower)) return null
  const parts = term.split(/(?<=[a-z0-9])(?=[A-Z])/).map((p) => p.toLowerCase())
  const terms = new Set([stem(lower), ...(parts.length > 1 ? parts.filter((p) => !STOP_WORDS.has(p)).map(stem) : [])])
  return [...terms]
}

interface QuestionDoc {
  id: number
  url: string
  title: string
  vocabulary: string
  keywords: string
  headings: string
  content: string
  code: string
}

export interface QuestionIndex {
  /** Page urls (url_without_anchor) best first, with each page's record (its page-level one). */
  search(query: string, options: { filter?: (record: SearchRecord) => boolean; boost?: (record: SearchRecord) => number; boostWeight?: number; limit: number }): Array<{ url: string; record: SearchRecord; score: number }>
}

/** Field weights: what a page is (its title and its operation's everyday words, then its summary and signature), then its headings, text and code. */
const BOOST = { title: 4, vocabulary: 4, keywords: 2, headings: 1, content: 0.5, code: 0.3 }

/**
 * A page-level BM25 index (MiniSearch) for questions: each page is one document of its title,
 * keywords, headings, text and code; a question's words are ORed, each weighed by how rare it is, so
 * a page that is about the words that matter ranks first and no word of a question can empty the
 * answer. The last word also matches as a prefix, longer words with a typo.
 */
export function createQuestionIndex(records: readonly SearchRecord[], vocabularyOf: (url: string) => string | undefined = () => undefined): QuestionIndex {
  const byUrl = new Map<string, { doc: QuestionDoc; record: SearchRecord; headings: string[]; content: string[]; code: string[] }>()
  for (const record of records) {
    const url = record.url_without_anchor
    let page = byUrl.get(url)
    if (!page) {
      page = { doc: { id: byUrl.size, url, title: '', vocabulary: '', keywords: '', headings: '', content: '', code: '' }, record, headings: [], content: [], code: [] }
      byUrl.set(url, page)
    }
    if (record.type === 'lvl1') {
      page.record = record
      page.doc.title = record.hierarchy.lvl1 ?? ''
      page.doc.keywords = record.keywords ?? ''
      page.doc.vocabulary = vocabularyOf(url) ?? (SDK_PAGES.has(record.pageType) ? '' : page.doc.keywords)
    } else if (record.type !== 'content') page.headings.push(record.hierarchy[record.type] ?? '')
    if (record.content) page.content.push(record.content)
    if (record.code) page.code.push(record.code)
  }
  const pages = [...byUrl.values()]
  for (const page of pages) {
    page.doc.headings = [...new Set(page.headings)].join(' \n ')
    page.doc.content = page.content.join(' \n ')
    page.doc.code = [...new Set(page.code)].join(' ')
    if (!page.doc.title) page.doc.title = page.record.hierarchy.lvl1 ?? ''
  }
  const mini = new MiniSearch<QuestionDoc>({
    fields: ['title', 'vocabulary', 'keywords', 'headings', 'content', 'code'],
    storeFields: [],
    processTerm,
    searchOptions: { boost: BOOST, combineWith: 'OR' },
  })
  mini.addAll(pages.map((p) => p.doc))

  return {
    search(query, { filter, boost, boostWeight = 0.5, limit }) {
      const terms = query.split(/[^\p{L}\p{N}_]+/u).filter(Boolean)
      const last = terms[terms.length - 1]
      const results = mini.search(query, {
        boost: BOOST,
        combineWith: 'OR',
        prefix: (term) => last !== undefined && term === stem(last.toLowerCase()) && term.length >= 3,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        weights: { fuzzy: 0.3, prefix: 0.5 },
        filter: filter ? (result) => filter(pages[result.id as number].record) : undefined,
        boostDocument: (id) => {
          const record = pages[id as number].record
          return (1 + boostWeight * (boost ? boost(record) : 0)) * (1 + 0.15 * record.weight.tier)
        },
      })
      return results.slice(0, limit).map((r) => ({ url: pages[r.id as number].doc.url, record: pages[r.id as number].record, score: r.score }))
    },
  }
}
