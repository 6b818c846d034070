import { BUILDING_BLOCKS } from '../building-blocks'
import type { ReferenceEntry, ReferenceIndex } from './entries'
import { versionOperations } from './operations'
import { signatureShape } from './signature-shape'

/** One operation (`op`) as it stands in two versions of one SDK. */
export interface OperationChange {
  op: string
  kind: 'added' | 'removed' | 'renamed' | 'changed'
  /** Entries documenting the operation in the older version (empty when added). */
  from: ReferenceEntry[]
  /** Entries documenting it in the newer version (empty when removed). */
  to: ReferenceEntry[]
}

export interface BlockChanges {
  block: string
  title: string
  changes: OperationChange[]
}

export interface VersionDiff {
  sdk: string
  from: string
  to: string
  blocks: BlockChanges[]
  /** Operations present in both versions with the same names and signatures. */
  unchanged: number
}

const KIND_ORDER: OperationChange['kind'][] = ['added', 'removed', 'renamed', 'changed']

const titles = (entries: ReferenceEntry[]) => [...new Set(entries.map((e) => e.title))].sort()
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i])

function classify(from: ReferenceEntry[], to: ReferenceEntry[]): OperationChange['kind'] | undefined {
  if (!from.length) return 'added'
  if (!to.length) return 'removed'
  if (!sameList(titles(from), titles(to))) return 'renamed'
  const signatures = (entries: ReferenceEntry[]) => entries.map((e) => `${e.title}\u0000${signatureShape(e)}`).sort()
  return sameList(signatures(from), signatures(to)) ? undefined : 'changed'
}

/**
 * What changed in one SDK between two of its versions, read from the model: operations are matched by
 * their `op` key, so an operation whose name changed is "renamed", not removed and added. Grouped by
 * building block in the site's order; within a block, added, removed, renamed, then changed, each by op.
 * Returns undefined when the SDK lacks either version.
 */
export function diffVersions(index: ReferenceIndex, sdk: string, from: string, to: string): VersionDiff | undefined {
  const has = (version: string) => index.models.some((model) => model.sdk.id === sdk && model.version === version)
  if (!has(from) || !has(to)) return undefined
  const before = versionOperations(index, sdk, from)
  const after = versionOperations(index, sdk, to)
  const ops = [...new Set([...before.keys(), ...after.keys()])].sort()
  const changes: OperationChange[] = []
  let unchanged = 0
  for (const op of ops) {
    const a = before.get(op) ?? []
    const b = after.get(op) ?? []
    const kind = classify(a, b)
    if (kind) changes.push({ op, kind, from: a, to: b })
    else unchanged++
  }
  const blockOf = (change: OperationChange) => (change.to[0] ?? change.from[0]).block
  const blocks = BUILDING_BLOCKS.map((block) => ({
    block: block.id,
    title: block.title,
    changes: changes
      .filter((change) => blockOf(change) === block.id)
      .sort((x, y) => KIND_ORDER.indexOf(x.kind) - KIND_ORDER.indexOf(y.kind) || x.op.localeCompare(y.op)),
  })).filter((block) => block.changes.length > 0)
  return { sdk, from, to, blocks, unchanged }
}
