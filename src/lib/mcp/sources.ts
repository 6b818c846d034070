import { getContentContext, getPage, type DocPage } from '../content/loader'
import type { ReferenceIndex } from '../reference/entries'
import { getSiteSearchEngine } from '../search/site-engine'
import type { SearchEngine } from '../search/engine'
import type { QuestionIndex } from '../search/question-index'
import { getSiteQuestionIndex } from '../search/site-question-index'
import { siteSettings } from '../settings'

/**
 * What the tools read: the loader's pages and reference model, the site's search engine and question index, and the
 * public origin links start with. Tests pass their own; the route passes the site's.
 */
export interface DocsSources {
  siteUrl: string
  getPage(route: string): DocPage | undefined
  routes(): ReadonlyMap<string, string>
  reference(): ReferenceIndex
  searchEngine(): SearchEngine
  /** The page-level index questions are ranked by, over searchEngine()'s records. */
  questionIndex(): QuestionIndex
}

export function siteSources(): DocsSources {
  return {
    siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL,
    getPage,
    routes: () => getContentContext().routes,
    reference: () => getContentContext().reference,
    searchEngine: getSiteSearchEngine,
    questionIndex: getSiteQuestionIndex,
  }
}
