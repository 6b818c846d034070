import { describe, expect, it } from 'vitest'
import { referenceIndex } from '@/lib/reference/entries'
import { entryLifecycle } from '@/lib/reference/lifecycle'
import { normalType } from '@/lib/reference/signature-shape'
import { diffVersions } from '@/lib/reference/version-diff'

const index = referenceIndex()
const kindOf = (sdk: string, op: string) => {
  const diff = diffVersions(index, sdk, 'v0', 'v1')!
  return diff.blocks.flatMap((block) => block.changes).find((change) => change.op === op)
}

describe('what a version diff calls a signature change (the site’s own models)', () => {
  // Checked against python-sdk v0.14.0 / v1.2.4 and node-sdk v0.16.2 / v1.4.2: same parameters, same
  // types, same return type; only the usage lines and comments of the signature text differ.
  it.each([
    ['python', 'api.all'],
    ['python', 'api.patch'],
    ['python', 'bucket.on'],
    ['python', 'topic.subscribe'],
    ['nodejs', 'bucket.on'],
  ])('%s %s is the same in v0 and v1', (sdk, op) => {
    expect(kindOf(sdk, op)).toBeUndefined()
  })

  it('no lifecycle line says "signature changed" for those entries either', () => {
    const v0 = index.entries.filter((e) => e.version === 'v0' && ((e.sdk.id === 'python' && ['api.all', 'api.patch', 'bucket.on', 'topic.subscribe'].includes(e.op)) || (e.sdk.id === 'nodejs' && e.op === 'bucket.on')))
    expect(v0.length).toBe(5)
    for (const entry of v0) expect(entryLifecycle(entry, index, () => true).next, entry.title).toBeUndefined()
  })

  // go-sdk v0.9.0 `Files(ctx) ([]File, error)` became v1.1.1 `ListFiles(ctx) ([]string, error)`; the
  // upgrade guide's Storage section shows one for the other.
  it('pairs Go bucket.Files() (v0) with bucket.ListFiles() (v1) as renamed, not removed and added', () => {
    const change = kindOf('go', 'bucket.files')!
    expect(change.kind).toBe('renamed')
    expect(change.from.map((e) => e.title)).toEqual(['bucket.Files()'])
    expect(change.to.map((e) => e.title)).toEqual(['bucket.ListFiles()'])
  })

  it('still reports a parameter type or return type that changed', () => {
    // python-sdk: SecretRef.put() returns SecretVersionRef, not SecretVersion; node-sdk v1 publish() takes the message and returns Promise<void>.
    expect(kindOf('python', 'secret.put')?.kind).toBe('changed')
    expect(kindOf('nodejs', 'topic.publish')?.kind).toBe('changed')
  })
})

describe('normalType', () => {
  it('writes Optional[X] and X | None alike, and ignores spaces and union order', () => {
    expect(normalType('Optional[MethodOptions]')).toBe(normalType('MethodOptions | None'))
    expect(normalType('None | Dict[str, Optional[int]]')).toBe(normalType('Dict[str,int | None] | None'))
    expect(normalType('List[str]')).not.toBe(normalType('List[bytes]'))
    expect(normalType('Callable[[A], B]')).not.toBe(normalType('Callable[[A], None]'))
  })
})
