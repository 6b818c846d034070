import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { canonicalLanguage } from '../code-languages'
import { fileCache } from '../content/file-cache'
import { getSdk } from '../sdks'
import type { NameLink } from './typescript'

/**
 * What the sample check learnt about one block: which SDK release it was checked against and how
 * (`compiled`: type-checked; `names`: its SDK names looked up), and its names' reference pages.
 */
export interface SampleRecord {
  sdk: string
  version: string
  check: 'compiled' | 'names'
  links: NameLink[]
}

const recordSchema = z
  .object({
    sdk: z.string(),
    version: z.string(),
    check: z.enum(['compiled', 'names']),
    links: z.array(z.object({ start: z.number().int().min(0), end: z.number().int().min(0), route: z.string().startsWith('/') }).strict()),
  })
  .strict()

const storeSchema = z.record(z.string(), recordSchema)

/**
 * Written by the content check (`npm run check:content`, the first step of `npm run build`) and read
 * by the page renderer; not committed. Without it pages render their code unlinked.
 */
export const SAMPLE_LINKS_FILE = join(/*turbopackIgnore: true*/ process.cwd(), '.cache', 'sample-links.json')

/** A block's identity: its language, SDK version and text. Pages find their blocks' records by it. */
export function sampleKey(sample: { sdk?: string; version: string; lang: string; code: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([sample.sdk ?? '', sample.version, canonicalLanguage(sample.lang), sample.code]))
    .digest('base64url')
    .slice(0, 16)
}

export function writeSampleRecords(records: ReadonlyMap<string, SampleRecord>, file = SAMPLE_LINKS_FILE): void {
  mkdirSync(dirname(file), { recursive: true })
  const sorted = [...records].sort(([a], [b]) => a.localeCompare(b))
  writeFileSync(file, JSON.stringify(Object.fromEntries(sorted)) + '\n')
}

const stores = fileCache((file) => new Map(Object.entries(storeSchema.parse(JSON.parse(readFileSync(file, 'utf8'))))))

/** The records the last content check wrote (none when it has not run). */
export function readSampleRecords(file = SAMPLE_LINKS_FILE): ReadonlyMap<string, SampleRecord> {
  return existsSync(file) ? stores.get(file) : new Map()
}

/** "Type-checked against @nitric/sdk 1.4.2": the package and release of the tag the version documents. */
export function checkedLabel(record: Pick<SampleRecord, 'sdk' | 'version' | 'check'>): string | undefined {
  const info = getSdk(record.sdk)?.versionInfo.find((version) => version.id === record.version)
  if (!info) return undefined
  const release = /@v?([\w.-]+)$/.exec(info.source)?.[1]
  const pkg = info.package.replace(/\s*\(.*\)$/, '')
  const what = `${pkg}${release ? ` ${release}` : ''}`
  return record.check === 'compiled' ? `Type-checked against ${what}` : `SDK names checked against ${what}`
}
