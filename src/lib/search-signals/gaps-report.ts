import { csvLines, terminalSafe } from '../feedback/report'
import type { FeedbackRecord, PageCounts } from '../feedback/store'
import type { QueryPageCount, QueryTotal } from './store'

/** A page the site's search finds for a query, as a hint of where its answer might belong. */
export interface PageHint {
  path: string
  title: string
}

export interface ZeroHitQuery {
  query: string
  searches: number
  zeroHits: number
  /** Pages the zero-hit searches came from, most first. */
  pages: QueryPageCount[]
  closest: PageHint[]
}

export interface LowClickQuery {
  query: string
  /** Searches that found something. */
  searchesWithHits: number
  clicks: number
  clickThrough: number
}

export interface FeedbackPage {
  path: string
  notHelpful: number
  feedback: number
  helpful: number
  comments: Array<Pick<FeedbackRecord, 'receivedAt' | 'answer' | 'comment'>>
}

export interface GapsReport {
  source: string
  since: string | null
  sdk: string | null
  clickThroughBelow: number
  minSearches: number
  zeroHitQueries: ZeroHitQuery[]
  lowClickQueries: LowClickQuery[]
  feedbackPages: FeedbackPage[]
}

export interface GapsInput {
  source: string
  since?: string
  sdk?: string
  totals: readonly QueryTotal[]
  zeroHitPages: readonly QueryPageCount[]
  feedbackCounts: readonly PageCounts[]
  /** Comments in the same period, newest first. */
  comments: readonly FeedbackRecord[]
  /** The site search's closest pages for a query (the engine's typo-tolerant match). */
  closest: (query: string) => PageHint[]
}

export interface GapsOptions {
  /** Rows per section. */
  limit: number
  /** A query with hits is listed when fewer than this share of its searches led to a click. */
  clickThroughBelow: number
  /** … and when at least this many of its searches found something. */
  minSearches: number
  /** Pages a zero-hit query lists it was searched from, and comments listed per page. */
  perEntry: number
}

export const DEFAULT_GAPS_OPTIONS: GapsOptions = { limit: 20, clickThroughBelow: 0.25, minSearches: 3, perEntry: 3 }

/** The zero-hit queries that most need the pages they could be found in, listed first. */
export function zeroHitQueriesOf(totals: readonly QueryTotal[], limit: number): QueryTotal[] {
  return totals
    .filter((total) => total.zeroHits > 0)
    .sort((a, b) => b.zeroHits - a.zeroHits || b.searches - a.searches || a.query.localeCompare(b.query))
    .slice(0, limit)
}

export function buildGapsReport(input: GapsInput, options: GapsOptions = DEFAULT_GAPS_OPTIONS): GapsReport {
  const zeroHitQueries = zeroHitQueriesOf(input.totals, options.limit).map((total) => ({
    query: total.query,
    searches: total.searches,
    zeroHits: total.zeroHits,
    pages: input.zeroHitPages.filter((page) => page.query === total.query).slice(0, options.perEntry),
    closest: input.closest(total.query).slice(0, options.perEntry),
  }))

  const lowClickQueries = input.totals
    .map((total) => {
      const searchesWithHits = total.searches - total.zeroHits
      return { query: total.query, searchesWithHits, clicks: total.clicks, clickThrough: searchesWithHits === 0 ? 0 : total.clicks / searchesWithHits }
    })
    .filter((entry) => entry.searchesWithHits >= options.minSearches && entry.clickThrough < options.clickThroughBelow)
    .sort((a, b) => a.clickThrough - b.clickThrough || b.searchesWithHits - a.searchesWithHits || a.query.localeCompare(b.query))
    .slice(0, options.limit)

  const feedbackPages = input.feedbackCounts
    .filter((page) => page.no + page.feedback > 0)
    .sort((a, b) => b.no + b.feedback - (a.no + a.feedback) || b.no - a.no || a.path.localeCompare(b.path))
    .slice(0, options.limit)
    .map((page) => ({
      path: page.path,
      notHelpful: page.no,
      feedback: page.feedback,
      helpful: page.yes,
      comments: input.comments
        .filter((record) => record.path === page.path && record.comment !== '')
        .slice(0, options.perEntry)
        .map(({ receivedAt, answer, comment }) => ({ receivedAt, answer, comment })),
    }))

  return {
    source: input.source,
    since: input.since ?? null,
    sdk: input.sdk ?? null,
    clickThroughBelow: options.clickThroughBelow,
    minSearches: options.minSearches,
    zeroHitQueries,
    lowClickQueries,
    feedbackPages,
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`

/** Columns padded to their widest cell; the first left-aligned, numbers right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[], numeric: ReadonlySet<number>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export function formatGapsText(report: GapsReport): string {
  const scope = [report.since && `since ${report.since}`, report.sdk && `SDK ${report.sdk}`].filter(Boolean).join(', ')
  const out = [`Content gaps from ${report.source}${scope ? ` (${scope})` : ''}`, '']

  out.push('Searches that found nothing', '')
  out.push(
    report.zeroHitQueries.length === 0
      ? 'None recorded.'
      : table(
          ['query', 'zero-hit', 'searches', 'searched from', 'closest pages'],
          report.zeroHitQueries.map((entry) => [
            terminalSafe(entry.query),
            String(entry.zeroHits),
            String(entry.searches),
            entry.pages.map((page) => `${page.path} (${page.zeroHits})`).join(', '),
            entry.closest.map((hint) => hint.path).join(', ') || '-',
          ]),
          new Set([1, 2]),
        ),
  )

  out.push('', `Searches with few clicks (click-through under ${percent(report.clickThroughBelow)}, at least ${report.minSearches} searches with hits)`, '')
  out.push(
    report.lowClickQueries.length === 0
      ? 'None recorded.'
      : table(
          ['query', 'with hits', 'clicks', 'click-through'],
          report.lowClickQueries.map((entry) => [terminalSafe(entry.query), String(entry.searchesWithHits), String(entry.clicks), percent(entry.clickThrough)]),
          new Set([1, 2, 3]),
        ),
  )

  out.push('', 'Pages readers said did not help', '')
  if (report.feedbackPages.length === 0) out.push('None recorded.')
  for (const page of report.feedbackPages) {
    out.push(`${page.path}  not helpful ${page.notHelpful}, feedback ${page.feedback}, helpful ${page.helpful}`)
    for (const comment of page.comments) out.push(`  ${comment.receivedAt.slice(0, 10)} [${comment.answer}] ${terminalSafe(comment.comment)}`)
  }
  return out.join('\n') + '\n'
}

const CSV_HEADER = ['section', 'query', 'page', 'searches', 'zero_hits', 'clicks', 'click_through', 'not_helpful', 'feedback', 'helpful', 'closest_pages', 'comment'] as const
type CsvRow = Partial<Record<(typeof CSV_HEADER)[number], string | number>>

/** One table for a spreadsheet: a row per zero-hit query, per low-click query, per page and per comment. */
export function formatGapsCsv(report: GapsReport): string {
  const rows: CsvRow[] = [
    ...report.zeroHitQueries.map((entry) => ({
      section: 'zero-hits',
      query: entry.query,
      page: entry.pages.map((page) => `${page.path} (${page.zeroHits})`).join(' '),
      searches: entry.searches,
      zero_hits: entry.zeroHits,
      closest_pages: entry.closest.map((hint) => hint.path).join(' '),
    })),
    ...report.lowClickQueries.map((entry) => ({
      section: 'few-clicks',
      query: entry.query,
      searches: entry.searchesWithHits,
      clicks: entry.clicks,
      click_through: entry.clickThrough.toFixed(3),
    })),
    ...report.feedbackPages.flatMap((page) => [
      { section: 'feedback', page: page.path, not_helpful: page.notHelpful, feedback: page.feedback, helpful: page.helpful },
      ...page.comments.map((comment) => ({ section: `comment:${comment.answer}`, page: page.path, comment: comment.comment })),
    ]),
  ]
  return csvLines([CSV_HEADER, ...rows.map((row) => CSV_HEADER.map((column) => String(row[column] ?? '')))])
}

export function formatGapsJson(report: GapsReport): string {
  return JSON.stringify(report, null, 2) + '\n'
}
