import { parseArgs } from 'node:util'
import { firstKeptDay } from '../../src/lib/search-signals/retention'
import { loadSearchSignalSettings } from '../../src/lib/search-signals/settings'
import { openSearchSignalStore } from '../../src/lib/search-signals/store'
import { UsageError } from './report-cli'

export const PURGE_USAGE = `Usage: npm run report -- purge [options]

Deletes the search counts of every day older than the retention: the last
SEARCH_SIGNALS_RETENTION_DAYS days (default 90), today included, are kept. The server does the
same by itself once an hour while it receives searches; this is for a store nothing writes to, or
for keeping less.

Options:
  --days N      keep the last N days instead (at least 1)
  -h, --help    show this help`

export async function purgeCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } })
  if (values.help) {
    process.stdout.write(`${PURGE_USAGE}\n`)
    return 0
  }
  if (values.days !== undefined && !/^[1-9]\d*$/.test(values.days)) throw new UsageError(`--days must be a whole number of at least 1, got "${values.days}"`)
  const settings = loadSearchSignalSettings()
  const days = values.days === undefined ? settings.retentionDays : Number(values.days)
  const store = openSearchSignalStore(settings)
  try {
    const first = firstKeptDay(new Date(), days)
    const deleted = await store.purgeBefore(first)
    process.stdout.write(`Deleted ${deleted} rows of search counts from before ${first} in ${store.description}\n`)
    return 0
  } finally {
    await store.close()
  }
}
