import { z } from 'zod'
import { cloudOfRoute, cloudsNamedIn } from '../../clouds'
import { referenceHref } from '../../sdks'
import { searchScope } from '../../search-ui'
import { parseSearchParams } from '../../search/params'
import { permissionIntent } from '../permission-intent'
import type { QueryMatcher } from '../../search/query-matcher'
import { wordSpans } from '../../search/text'
import type { SearchRecord } from '../../search/types'
import { LEVELS } from '../../search/types'
import { ToolInputError } from '../answer'
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_CHARS, MAX_SEARCH_LIMIT } from '../limits'
import { resolveSdkVersion, sdkSchema, versionSchema } from '../sdk-version'
import type { DocsSources } from '../sources'
import { defineTool } from './tool'

export interface DocsHit {
  title: string
  url: string
  /** The site section and the headings above the match: `Storage › Examples`. */
  section: string
  snippet: string
}

const SNIPPET_WORDS = 30

/** About `words` words of `text` around its first word that matches the query. */
export function snippetOf(text: string, matcher: QueryMatcher, words = SNIPPET_WORDS): string {
  const spans = wordSpans(text)
  if (spans.length === 0) return ''
  const first = Math.max(0, spans.findIndex((span) => matcher.bestMatch(span.term) !== null))
  const start = Math.max(0, Math.min(first - 5, spans.length - words))
  const end = Math.min(spans.length, start + words)
  const from = start === 0 ? 0 : spans[start].start
  const to = end === spans.length ? text.length : spans[end - 1].end
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`
}

function sectionOf(record: SearchRecord): string {
  return LEVELS.filter((level) => level !== 'lvl1')
    .map((level) => record.hierarchy[level])
    .filter((value): value is string => Boolean(value))
    .join(' › ')
}

/**
 * How much more an unscoped question favours the pages that exist once over those that repeat per
 * SDK version or per cloud (unscopedBoost).
 */
const UNSCOPED_BOOST_WEIGHT = 2

/**
 * An unscoped question's boost: an SDK's resource and method pages repeat in every SDK version, and a
 * cloud's provider pages in every cloud, so they sink below the pages that exist once (concepts,
 * building blocks, guides, the CLI, the providers' overviews), unless the question names the cloud. An
 * agent that named neither an SDK nor a cloud is not handed one.
 */
function unscopedBoost(query: string): (record: SearchRecord) => number {
  const named = cloudsNamedIn(query)
  return (record) => {
    if (record.pageType === 'sdk-resource' || record.pageType === 'sdk-method') return 0
    const cloud = cloudOfRoute(record.url_without_anchor)
    return cloud === undefined || named.has(cloud) ? 1 : 0
  }
}

/**
 * How much more a question scoped to an SDK version favours that version's pages (the scope's boost)
 * over the pages outside the SDK references it also searches: an agent that names its SDK and
 * version is after that version's API, and a building block's or provider's page answers only when
 * no page of the version matches as well.
 */
const SCOPED_BOOST_WEIGHT = 2

/**
 * How much an SDK method's page outweighs its resource's in one SDK version: the resource page lists
 * every method, so a question about one operation matches it too, by the operation's words and the
 * resource's name. Unscoped, the framework's pages come first instead (UNSCOPED_BOOST_WEIGHT).
 */
const SCOPED_METHOD_BOOST = 1.3

/**
 * A scoped question's weight on each page: an SDK method's page over its resource's
 * (SCOPED_METHOD_BOOST), and the permission operations' pages when the question asks for permissions
 * (permission-intent.ts). Unscoped, the concept pages answer a permission question, and SDK pages
 * sink anyway (unscopedBoost).
 */
function scopedWeight(query: string, sources: DocsSources): (record: SearchRecord) => number {
  const permission = permissionIntent(query, sources.reference())
  return (record) => (record.pageType === 'sdk-method' ? SCOPED_METHOD_BOOST : 1) * (permission ? permission(record) : 1)
}

/**
 * The site's own search, scoped as the search dialog scopes it on a page (search-ui.ts): on an SDK
 * version's reference page, that version's pages and every page outside the SDK references; elsewhere
 * every page, the ones that exist once first (unscopedBoost). Agents ask questions, so pages are ranked by
 * the question index (question-index.ts: every word optional, rare words weigh most, a page's title and
 * keywords before its text); the site search's best record of each page gives its section and snippet.
 */
export function searchHits(sources: DocsSources, query: string, scopeRoute: string, limit: number): { hits: DocsHit[]; total: number } {
  const engine = sources.searchEngine()
  const params = parseSearchParams({ query, hitsPerPage: limit, ...searchScope(scopeRoute) })
  const scoped = { ...(params.filter ? { filter: params.filter } : {}), ...(params.boost ? { boost: params.boost } : {}) }
  const ranking = params.filter
    ? { ...scoped, boostWeight: SCOPED_BOOST_WEIGHT, weigh: scopedWeight(params.query, sources) }
    : { boost: unscopedBoost(params.query), boostWeight: UNSCOPED_BOOST_WEIGHT }
  const { pages: ranked, total } = sources.questionIndex().search(params.query, { ...ranking, limit })
  // The site search reads only the ranked pages' records, for each page's best section and snippet
  // (words as written: the page index already forgave the typos); a question the page index finds
  // nothing for (only stop words, say) keeps the site search's answer.
  const urls = new Set(ranked.map((page) => page.url))
  const engineQuery = { query: params.query, page: 0, allOptional: true, removeStopWords: true, ignorePlurals: true } as const
  const { hits, nbHits, matcher } =
    ranked.length > 0
      ? engine.search({ ...engineQuery, typoTolerance: false, hitsPerPage: ranked.length, filter: (record) => urls.has(record.url_without_anchor) })
      : engine.search({ ...engineQuery, hitsPerPage: limit, ...scoped })
  const bestRecord = new Map<string, SearchRecord>()
  for (const record of hits) if (!bestRecord.has(record.url_without_anchor)) bestRecord.set(record.url_without_anchor, record)
  const records = ranked.length > 0 ? ranked.map((page) => bestRecord.get(page.url) ?? page.record) : hits
  return {
    total: ranked.length > 0 ? total : nbHits,
    hits: records.map((record) => ({
      title: record.hierarchy.lvl1 ?? '',
      url: sources.siteUrl + record.url,
      section: sectionOf(record),
      snippet: record.content ? snippetOf(record.content, matcher) : '',
    })),
  }
}

export function formatHits(hits: readonly DocsHit[]): string {
  return hits
    .map((hit, i) => [`${i + 1}. ${hit.title}`, `   ${hit.url}`, ...(hit.section ? [`   Section: ${hit.section}`] : []), ...(hit.snippet ? [`   ${hit.snippet}`] : [])].join('\n'))
    .join('\n\n')
}

export const searchDocs = defineTool({
  name: 'search_docs',
  title: 'Search the Nitric docs',
  description:
    'Full-text search over every page of the Nitric documentation (concepts, building blocks, guides, CLI and SDK references). ' +
    'Returns each hit\'s title, URL, section and a snippet; read a hit in full with get_page. ' +
    'Pass sdk (and optionally version) when writing code for one SDK: results are then that SDK version\'s reference plus the pages outside the SDK references, never another language\'s API.',
  inputSchema: {
    query: z.string().trim().min(1, 'must not be empty').max(MAX_QUERY_CHARS).describe('Words to look for, e.g. "bucket read file", "schedule cron" or "deploy to aws".'),
    sdk: sdkSchema.optional().describe('Only this SDK\'s reference pages (plus the general pages). Ids come from list_sdks.'),
    version: versionSchema.optional().describe('Major version of that SDK, e.g. "v0"; the latest when left out. Needs sdk.'),
    limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe(`Number of hits, 1 to ${MAX_SEARCH_LIMIT}; ${DEFAULT_SEARCH_LIMIT} when left out.`),
  },
  run({ query, sdk, version, limit = DEFAULT_SEARCH_LIMIT }, sources) {
    if (version !== undefined && sdk === undefined) throw new ToolInputError('version needs sdk: pass both, e.g. { "sdk": "nodejs", "version": "v0" }.')
    const scoped = sdk === undefined ? undefined : resolveSdkVersion(sdk, version)
    const { hits, total } = searchHits(sources, query, scoped ? referenceHref(scoped.sdk, scoped.version) : '/', limit)
    const scope = scoped ? `${scoped.sdk.label} ${scoped.version} reference and general pages` : 'all pages'
    if (hits.length === 0) return `No results for "${query}" in ${scope}. Try fewer or other words${scoped ? ', or search without sdk' : ''}.`
    return `${hits.length} of ${total} results for "${query}" in ${scope}:\n\n${formatHits(hits)}\n`
  },
})
