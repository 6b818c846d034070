import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { formatIssues } from '../reference/schema'

/** The public identifiers of one SDK version, read from its tagged source: `reference/{sdk}/{version}/names.json`. */
export const sdkNamesSchema = z
  .object({
    source: z.string().min(1),
    /** Module, package, namespace or import URI → the names it exports. */
    modules: z.record(z.string(), z.array(z.string())),
    /** Class, object or type → its public members. */
    members: z.record(z.string(), z.array(z.string())),
  })
  .strict()

export interface SdkNames {
  source: string
  modules: Map<string, Set<string>>
  members: Map<string, Set<string>>
}

const cache = new Map<string, SdkNames | undefined>()

/** The names of an SDK version, or undefined when none are recorded. Throws naming the file and field when malformed. */
export function loadSdkNames(referenceDir: string, sdk: string, version: string): SdkNames | undefined {
  const file = join(referenceDir, sdk, version, 'names.json')
  if (cache.has(file)) return cache.get(file)
  let names: SdkNames | undefined
  if (existsSync(file)) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown
    const result = sdkNamesSchema.safeParse(data)
    if (!result.success) throw new Error(formatIssues(`reference/${sdk}/${version}/names.json`, result.error, data))
    const toMap = (record: Record<string, string[]>) => new Map(Object.entries(record).map(([key, list]) => [key, new Set(list)]))
    names = { source: result.data.source, modules: toMap(result.data.modules), members: toMap(result.data.members) }
  }
  cache.set(file, names)
  return names
}
