/**
 * The feedback part of the maintainers' report: npm run report -- feedback [options], also
 * npm run feedback -- [options]. Reads the store the site writes (FEEDBACK_DB_PATH or DATABASE_URL, FEEDBACK_DB_SCHEMA).
 */
import { normaliseRoute } from '../../src/lib/content/paths'
import { formatComments, formatSummaryTable, summarisePages, toCsv, toJson } from '../../src/lib/feedback/report'
import { loadFeedbackSettings } from '../../src/lib/feedback/settings'
import { openFeedbackStore, type FeedbackFilter } from '../../src/lib/feedback/store'
import { parseCommandOptions, parseDay, UsageError, writeReport } from './report-cli'

export const FEEDBACK_USAGE = `Usage: npm run feedback -- [options]
   (the same as npm run report -- feedback [options])

Prints, per page, how many readers found it helpful, not helpful or left feedback, worst page
first, followed by the latest comments. With --format, exports every matching row instead.

Options:
  --since YYYY-MM-DD     only feedback received on or after this day (UTC)
  --until YYYY-MM-DD     only feedback received on or before this day (UTC)
  --path /prefix         only this page and the pages below it, e.g. /reference
  --comments N           how many latest comments to print (default 10)
  --format csv|json      export all matching rows in this format instead of the report
  --out FILE             write the export to FILE instead of standard output
  -h, --help             show this help

The store is chosen like the site chooses it: DATABASE_URL (PostgreSQL, schema FEEDBACK_DB_SCHEMA)
when set, otherwise the SQLite file FEEDBACK_DB_PATH (default .data/feedback.sqlite).
In CSV exports, cells starting with = + - @ are prefixed with ' so spreadsheets do not run them.`

function parseOptions(argv: string[]) {
  const values = parseCommandOptions(argv, {
    since: { type: 'string' },
    until: { type: 'string' },
    path: { type: 'string' },
    comments: { type: 'string', default: '10' },
    format: { type: 'string' },
    out: { type: 'string' },
  })
  if (values.format !== undefined && values.format !== 'csv' && values.format !== 'json') {
    throw new UsageError(`--format must be csv or json, got "${values.format}"`)
  }
  if (values.out !== undefined && values.format === undefined) throw new UsageError('--out needs --format csv|json')
  if (!/^\d+$/.test(values.comments)) throw new UsageError(`--comments must be a whole number, got "${values.comments}"`)
  if (values.path !== undefined && !values.path.startsWith('/')) {
    throw new UsageError(`--path must start with /, got "${values.path}"`)
  }
  const since = parseDay(values.since, '--since')
  const until = parseDay(values.until, '--until')
  const filter: FeedbackFilter = {
    from: since?.toISOString(),
    // --until is a whole day: everything before the start of the next one.
    before: until && new Date(until.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    pathPrefix: values.path === undefined ? undefined : normaliseRoute(values.path),
  }
  return {
    help: values.help,
    filter,
    comments: Number(values.comments),
    format: values.format as 'csv' | 'json' | undefined,
    out: values.out,
  }
}

/** The feedback report; throws a UsageError for bad options. */
export async function feedbackCommand(argv: string[]): Promise<number> {
  const options = parseOptions(argv)
  if (options.help) {
    process.stdout.write(`${FEEDBACK_USAGE}\n`)
    return 0
  }

  const store = openFeedbackStore(loadFeedbackSettings())
  try {
    if (options.format) {
      const records = await store.list(options.filter)
      const text = options.format === 'csv' ? toCsv(records) : toJson(records)
      writeReport(text, options.out, `${records.length} rows`)
      return 0
    }
    const pages = summarisePages(await store.countByPage(options.filter))
    const comments = await store.list(options.filter, { limit: options.comments, withCommentOnly: true })
    process.stdout.write(
      [`Feedback from ${store.description}`, '', formatSummaryTable(pages), '', 'Latest comments', '', formatComments(comments), ''].join('\n'),
    )
    return 0
  } finally {
    await store.close()
  }
}
