import { firstKeptDay } from '../../src/lib/search-signals/retention'
import { loadSearchSignalSettings } from '../../src/lib/search-signals/settings'
import { openSearchSignalStore } from '../../src/lib/search-signals/store'
import { parseCommandOptions, UsageError } from './report-cli'

export const PURGE_USAGE = `Usage: npm run report -- purge [options]

Deletes the search counts of every day older than the retention: the last
SEARCH_SIGNALS_RETENTION_DAYS days (default 90), today included, are kept. The server does the
same by itself once an hour while it receives searches; this is for a store nothing writes to, or
for keeping less.

Options:
  --days N      keep the last N days instead (at least 1)
  --all         delete every day, today included
  -h, --help    show this help`

/** Every stored day comes before it (digits and dashes compare alike under every collation). */
const LAST_DAY = '9999-12-31'

export async function purgeCommand(argv: string[]): Promise<number> {
  const values = parseCommandOptions(argv, { days: { type: 'string' }, all: { type: 'boolean', default: false } })
  if (values.help) {
    process.stdout.write(`${PURGE_USAGE}\n`)
    return 0
  }
  if (values.all && values.days !== undefined) throw new UsageError('--all and --days exclude each other')
  if (values.days !== undefined && !/^[1-9]\d*$/.test(values.days)) throw new UsageError(`--days must be a whole number of at least 1, got "${values.days}"`)
  const settings = loadSearchSignalSettings()
  const days = values.days === undefined ? settings.retentionDays : Number(values.days)
  const store = openSearchSignalStore(settings)
  try {
    const first = values.all ? LAST_DAY : firstKeptDay(new Date(), days)
    const deleted = await store.purgeBefore(first)
    const which = values.all ? 'all search counts' : `search counts from before ${first}`
    process.stdout.write(`Deleted ${deleted} rows: ${which}, in ${store.description}\n`)
    return 0
  } finally {
    await store.close()
  }
}
