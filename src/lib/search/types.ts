import type { PageType } from './page-facets'

/** The hierarchy levels DocSearch reads: lvl0 = section, lvl1 = page title, lvl2..lvl6 = headings. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type Level = (typeof LEVELS)[number]

export type Hierarchy = Record<Level, string | null>

/** `lvl1`..`lvl6` for a page or heading record, `content` for a paragraph. */
export type RecordType = Exclude<Level, 'lvl0'> | 'content'

/**
 * One search record, shaped like the records DocSearch's crawler writes to Algolia. Text values are
 * stored raw (not HTML-escaped); anything sent to a browser is escaped on the way out.
 */
export interface SearchRecord {
  objectID: string
  type: RecordType
  /** `/docs` + route + `#anchor`; page-level records have no anchor. */
  url: string
  url_without_anchor: string
  anchor: string | null
  content: string | null
  hierarchy: Hierarchy
  /**
   * Identifiers found in the code blocks of this record's section (low-priority search field), so a
   * query such as `getSecret` finds the section that shows it without one record per code line.
   */
  code: string | null
  /** Words the page is found by beyond its text (page records only; DocPage.keywords), searched right after the hierarchy's own level. */
  keywords?: string | null
  /** Facets: see page-facets.ts. */
  pageType: PageType
  sdk: string | null
  version: string | null
  scope: string
  /** `tier` ranks right after the optional filters (page-facets.ts `pageTier`); the rest is the custom ranking's tie-break. */
  weight: { tier: number; pageRank: number; level: number; position: number }
}

/** The record fields the engine indexes, in the order of their search priority. */
export const SEARCH_FIELDS = [...LEVELS, 'keywords', 'content', 'code'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]
