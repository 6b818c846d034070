import type { FeedbackRecord, PageCounts } from './store'

export interface PageSummary extends PageCounts {
  total: number
  /** yes / (yes + no); null when nobody answered yes or no ('feedback' answers are neutral). */
  helpfulRatio: number | null
}

/** Per-page counts with their helpful ratio, worst page first. */
export function summarisePages(counts: PageCounts[]): PageSummary[] {
  return counts
    .map((page) => {
      const rated = page.yes + page.no
      return { ...page, total: rated + page.feedback, helpfulRatio: rated === 0 ? null : page.yes / rated }
    })
    .sort(
      (a, b) =>
        (a.helpfulRatio ?? Infinity) - (b.helpfulRatio ?? Infinity) ||
        b.no - a.no ||
        b.total - a.total ||
        a.path.localeCompare(b.path),
    )
}

/** Readers' text made safe for a terminal: control characters (escape sequences) become spaces. */
export function terminalSafe(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim()
}

export function formatSummaryTable(pages: PageSummary[]): string {
  if (pages.length === 0) return 'No feedback recorded.'
  const header = ['page', 'helpful', 'not helpful', 'feedback', 'total', 'helpful ratio']
  const rows = pages.map((page) => [
    page.path,
    String(page.yes),
    String(page.no),
    String(page.feedback),
    String(page.total),
    page.helpfulRatio === null ? '-' : `${Math.round(page.helpfulRatio * 100)}%`,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export function formatComments(records: FeedbackRecord[]): string {
  if (records.length === 0) return 'No comments.'
  return records
    .map((record) => `${record.receivedAt}  ${record.path}  [${record.answer}]\n  ${terminalSafe(record.comment)}`)
    .join('\n')
}

const CSV_COLUMNS = ['id', 'receivedAt', 'path', 'answer', 'comment', 'userAgent'] as const

/** One RFC 4180 CSV cell. A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** RFC 4180 CSV lines, each ended with CRLF. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export function toCsv(records: FeedbackRecord[]): string {
  return csvLines([CSV_COLUMNS, ...records.map((record) => CSV_COLUMNS.map((column) => record[column]))])
}

export function toJson(records: FeedbackRecord[]): string {
  return JSON.stringify(records, null, 2) + '\n'
}
