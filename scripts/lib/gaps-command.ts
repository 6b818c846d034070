import { loadFeedbackSettings } from '../../src/lib/feedback/settings'
import { openFeedbackStore } from '../../src/lib/feedback/store'
import { getSdk } from '../../src/lib/sdks'
import { getSiteSearchEngine } from '../../src/lib/search/site-engine'
import { closestPages } from '../../src/lib/search-signals/closest-pages'
import { buildGapsReport, DEFAULT_GAPS_OPTIONS, formatGapsCsv, formatGapsJson, formatGapsText, zeroHitQueriesOf } from '../../src/lib/search-signals/gaps-report'
import { loadSearchSignalSettings } from '../../src/lib/search-signals/settings'
import { openSearchSignalStore } from '../../src/lib/search-signals/store'
import { parseCommandOptions, parseDay, UsageError, writeReport } from './report-cli'

export const GAPS_USAGE = `Usage: npm run report -- gaps [options]

What readers searched for and did not find (with the pages they searched from and the pages the
site's search finds closest, a hint of where the answer belongs), the searches whose results were
seldom chosen, and the pages readers said did not help, with their comments.

Options:
  --since YYYY-MM-DD        only searches and feedback on or after this day (UTC)
  --sdk ID[/VERSION]        only searches made in that SDK's reference (e.g. nodejs, nodejs/v1),
                            and feedback on its pages
  --format text|csv|json    output format (default text)
  --out FILE                write to FILE instead of standard output
  --limit N                 rows per section (default ${DEFAULT_GAPS_OPTIONS.limit})
  --click-through PERCENT   list queries with hits whose searches led to a click less often than
                            this (default ${DEFAULT_GAPS_OPTIONS.clickThroughBelow * 100})
  --min-searches N          … and that found something at least N times (default ${DEFAULT_GAPS_OPTIONS.minSearches})
  -h, --help                show this help

The store is chosen like the site chooses it: DATABASE_URL (PostgreSQL, schema FEEDBACK_DB_SCHEMA)
when set, otherwise the SQLite file FEEDBACK_DB_PATH (default .data/feedback.sqlite).`

const FORMATS = { text: formatGapsText, csv: formatGapsCsv, json: formatGapsJson } as const

function wholeNumber(value: string, option: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`${option} must be a whole number of at least ${min}, got "${value}"`)
  return Number(value)
}

function parseOptions(argv: string[]) {
  const values = parseCommandOptions(argv, {
    since: { type: 'string' },
    sdk: { type: 'string' },
    format: { type: 'string', default: 'text' },
    out: { type: 'string' },
    limit: { type: 'string', default: String(DEFAULT_GAPS_OPTIONS.limit) },
    'click-through': { type: 'string', default: String(DEFAULT_GAPS_OPTIONS.clickThroughBelow * 100) },
    'min-searches': { type: 'string', default: String(DEFAULT_GAPS_OPTIONS.minSearches) },
  })
  if (!(values.format in FORMATS)) throw new UsageError(`--format must be text, csv or json, got "${values.format}"`)
  const since = parseDay(values.since, '--since')?.toISOString().slice(0, 10)
  if (values.sdk !== undefined) {
    const [id, version, ...more] = values.sdk.split('/')
    const sdk = getSdk(id)
    if (!sdk || more.length > 0 || (version !== undefined && !sdk.versions.includes(version))) {
      throw new UsageError(`--sdk must be an SDK id, optionally with a version (such as nodejs or nodejs/v1), got "${values.sdk}"`)
    }
  }
  const clickThrough = wholeNumber(values['click-through'], '--click-through', 0)
  if (clickThrough > 100) throw new UsageError(`--click-through must be a percentage from 0 to 100, got "${clickThrough}"`)
  return {
    help: values.help,
    since,
    sdk: values.sdk,
    format: values.format as keyof typeof FORMATS,
    out: values.out,
    options: {
      ...DEFAULT_GAPS_OPTIONS,
      limit: wholeNumber(values.limit, '--limit', 1),
      clickThroughBelow: clickThrough / 100,
      minSearches: wholeNumber(values['min-searches'], '--min-searches', 1),
    },
  }
}

/** Most comments read per report: enough for every listed page's latest few. */
const COMMENTS_READ = 2000

export async function gapsCommand(argv: string[]): Promise<number> {
  const parsed = parseOptions(argv)
  if (parsed.help) {
    process.stdout.write(`${GAPS_USAGE}\n`)
    return 0
  }
  const searches = openSearchSignalStore(loadSearchSignalSettings())
  const feedback = openFeedbackStore(loadFeedbackSettings())
  try {
    const filter = { since: parsed.since, sdk: parsed.sdk }
    const feedbackFilter = { from: parsed.since, pathPrefix: parsed.sdk ? `/reference/${parsed.sdk.split('/')[0]}` : undefined }
    const totals = await searches.totals(filter)
    const zeroHit = zeroHitQueriesOf(totals, parsed.options.limit).map((total) => total.query)
    const engine = zeroHit.length > 0 ? getSiteSearchEngine() : undefined
    const report = buildGapsReport(
      {
        source: searches.description,
        since: parsed.since,
        sdk: parsed.sdk,
        totals,
        zeroHitPages: await searches.zeroHitPages(zeroHit, filter),
        feedbackCounts: await feedback.countByPage(feedbackFilter),
        comments: await feedback.list(feedbackFilter, { withCommentOnly: true, limit: COMMENTS_READ }),
        closest: (query) => (engine ? closestPages(engine, query, parsed.options.perEntry) : []),
      },
      parsed.options,
    )
    const text = FORMATS[parsed.format](report)
    writeReport(text, parsed.out, 'the report')
    return 0
  } finally {
    await Promise.all([searches.close(), feedback.close()])
  }
}
