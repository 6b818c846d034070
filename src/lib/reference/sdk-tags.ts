import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Sdk } from '../sdks'
import { formatIssues, sdkTagsFileSchema } from './schema'

export const SDK_TAGS_FILE = join(/*turbopackIgnore: true*/ process.cwd(), 'reference', 'sdk-tags.json')

/** `nitrictech/node-sdk` from the registry's `nitrictech/node-sdk@v1.4.2`; every version of an SDK shares one repository. */
export function sdkRepository(sdk: Sdk): string {
  return sdk.versionInfo[0].source.split('@')[0]
}

const TAG = /^v?(\d+)\.(\d+)\.(\d+)(?:-(.+))?$/

/** Numeric release order; a pre-release sorts before its release; tags that are not versions sort last by name. */
export function compareTags(a: string, b: string): number {
  const x = TAG.exec(a)
  const y = TAG.exec(b)
  if (!x || !y) return x ? -1 : y ? 1 : a.localeCompare(b)
  for (let i = 1; i <= 3; i++) if (Number(x[i]) !== Number(y[i])) return Number(x[i]) - Number(y[i])
  if (!x[4] || !y[4]) return x[4] ? -1 : y[4] ? 1 : 0
  return x[4].localeCompare(y[4], 'en', { numeric: true })
}

export const isRelease = (tag: string) => TAG.test(tag) && !TAG.exec(tag)![4]

/** The release tag just before `tag` (pre-releases skipped), or undefined for the first release. */
export function previousRelease(tags: readonly string[], tag: string): string | undefined {
  return tags.filter((t) => isRelease(t) && compareTags(t, tag) < 0).sort(compareTags).at(-1)
}

/** Each repository's tags, validated. */
export function loadSdkTags(file = SDK_TAGS_FILE): Map<string, string[]> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown
  const result = sdkTagsFileSchema.safeParse(data)
  if (!result.success) throw new Error(formatIssues('reference/sdk-tags.json', result.error, data))
  return new Map(Object.entries(result.data.repositories))
}
