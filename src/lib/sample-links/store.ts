import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { canonicalLanguage } from '../code-languages'
import { fileCache } from '../content/file-cache'
import { getSdk } from '../sdks'
import type { NameLink } from './typescript'

/**
 * How a block was checked. `compiled`: type-checked against the installed package of `release` (the
 * registry's, which may be older than the documented tag), plus, when `additions`, the declarations of
 * the tag's APIs that package lacks (tests/samples/). `names`: its SDK names looked up in the names
 * read from the version's tag (reference/{sdk}/{version}/names.json).
 */
export type SampleCheck = { check: 'compiled'; release: string; additions: boolean } | { check: 'names' }

/** What the sample check learnt about one block: which SDK version, how it was checked, and its names' reference pages. */
export type SampleRecord = { sdk: string; version: string; links: NameLink[] } & SampleCheck

const linksSchema = z.array(z.object({ start: z.number().int().min(0), end: z.number().int().min(0), route: z.string().startsWith('/') }).strict())

const recordSchema = z.discriminatedUnion('check', [
  z.object({ sdk: z.string(), version: z.string(), check: z.literal('compiled'), release: z.string().min(1), additions: z.boolean(), links: linksSchema }).strict(),
  z.object({ sdk: z.string(), version: z.string(), check: z.literal('names'), links: linksSchema }).strict(),
])

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

/**
 * The small print under a checked block, saying exactly what the check used: the release of the
 * package the block compiled against, as installed ("Type-checked against @nitric/sdk 1.2.2"), with
 * "plus v1.4.2's added exports" when the tag's APIs that package lacks were declared beside it; or
 * the repository and tag whose names a names check used ("SDK names checked against go-sdk v1.1.1").
 * Tags and package names come from the SDK registry (reference/sdks.json), releases from the record.
 */
export function checkedLabel(record: { sdk: string; version: string } & SampleCheck): string | undefined {
  const info = getSdk(record.sdk)?.versionInfo.find((version) => version.id === record.version)
  const source = info && /^[\w.-]+\/([\w.-]+)@(v?[\w.-]+)$/.exec(info.source)
  if (!info || !source) return undefined
  const [, repository, tag] = source
  if (record.check === 'names') return `SDK names checked against ${repository} ${tag}`
  const pkg = info.package.replace(/\s*\(.*\)$/, '')
  return `Type-checked against ${pkg} ${record.release}${record.additions ? ` plus ${tag}'s added exports` : ''}`
}
