import { escapeHtml } from './escape-html'
import { LEVELS, type Hierarchy, type SearchRecord } from './types'

/**
 * A record as uploaded to Algolia. Text is HTML-escaped, as DocSearch's crawler stores it (DocSearch
 * renders stored values as HTML), and `hierarchy_radio` holds only the record's own level, which is
 * what lets the settings below rank a page title or heading above the records under it.
 */
export interface AlgoliaRecord extends Omit<SearchRecord, 'hierarchy' | 'content' | 'code' | 'keywords'> {
  hierarchy: Hierarchy
  hierarchy_radio: Hierarchy
  content: string | null
  code: string | null
  keywords: string | null
}

const escape = (value: string | null) => (value === null ? null : escapeHtml(value))

export function toAlgoliaRecord(record: SearchRecord): AlgoliaRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, escape(record.hierarchy[level])])) as Hierarchy
  const hierarchy_radio = Object.fromEntries(LEVELS.map((level) => [level, level === record.type ? hierarchy[level] : null])) as Hierarchy
  return { ...record, hierarchy, hierarchy_radio, content: escape(record.content), code: escape(record.code), keywords: escape(record.keywords ?? null), weight: { ...record.weight } }
}

/** Index settings that make Algolia rank these records the way the built-in engine does. */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    ...LEVELS.map((level) => `unordered(hierarchy_radio.${level})`),
    'unordered(keywords)',
    ...LEVELS.map((level) => `unordered(hierarchy.${level})`),
    'content',
    'unordered(code)',
  ],
  // The page tier right after typo: a query without the dialog's parameters still ranks general
  // pages, then current SDK versions, then legacy ones first among records matching as many words
  // with as few typos (page-facets.ts pageTier). As the custom ranking's first attribute it would
  // only break the ties attribute, proximity and exact leave, which weight.pageRank already did:
  // raw queries ranked old SDK versions' method pages first.
  ranking: ['words', 'filters', 'typo', 'desc(weight.tier)', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributeForDistinct: 'url',
  distinct: true,
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  removeWordsIfNoResults: 'allOptional',
  exactOnSingleWordQuery: 'attribute',
  queryType: 'prefixLast',
} as const
