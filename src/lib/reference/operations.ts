import type { ReferenceEntry, ReferenceIndex } from './entries'

/**
 * Entries grouped by their cross-language operation key, in the order each `op` first appears: the
 * one grouping the support matrix, the version diff and the lifecycle lines all read.
 */
export function groupByOp(entries: readonly ReferenceEntry[]): Map<string, ReferenceEntry[]> {
  const groups = new Map<string, ReferenceEntry[]>()
  for (const entry of entries) {
    const group = groups.get(entry.op)
    if (group) group.push(entry)
    else groups.set(entry.op, [entry])
  }
  return groups
}

const byVersion = new WeakMap<ReferenceIndex, Map<string, Map<string, ReferenceEntry[]>>>()

/** One SDK version's operations (op → its entries there); empty when the version has no model. */
export function versionOperations(index: ReferenceIndex, sdk: string, version: string): Map<string, ReferenceEntry[]> {
  let versions = byVersion.get(index)
  if (!versions) byVersion.set(index, (versions = new Map()))
  const key = `${sdk}/${version}`
  let operations = versions.get(key)
  if (!operations) {
    operations = groupByOp(index.entries.filter((entry) => entry.sdk.id === sdk && entry.version === version))
    versions.set(key, operations)
  }
  return operations
}
