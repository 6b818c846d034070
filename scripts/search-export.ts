/**
 * Writes the site's search records as JSON, ready to upload to an Algolia index (dashboard upload
 * or `saveObjects`), and optionally the index settings that rank them like the built-in search.
 *
 *   npm run search:export -- --out search-records.json [--settings search-settings.json] [--content content]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { CONTENT_DIR, loadPagesFrom } from '../src/lib/content/loader'
import { ALGOLIA_INDEX_SETTINGS, toAlgoliaRecord } from '../src/lib/search/algolia-export'
import { buildRecords } from '../src/lib/search/build-records'

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    settings: { type: 'string' },
    content: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})

if (values.help || !values.out) {
  console.error('usage: npm run search:export -- --out <records.json> [--settings <settings.json>] [--content <dir>]')
  process.exit(values.help ? 0 : 2)
}

function write(file: string, data: unknown): void {
  const path = resolve(file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, JSON.stringify(data, null, 2) + '\n')
}

const pages = loadPagesFrom(values.content ? resolve(values.content) : CONTENT_DIR)
const records = buildRecords(pages).map(toAlgoliaRecord)
write(values.out, records)
console.error(`search:export: ${records.length} records from ${pages.length} pages → ${values.out}`)
if (values.settings) {
  write(values.settings, ALGOLIA_INDEX_SETTINGS)
  console.error(`search:export: index settings → ${values.settings}`)
}
