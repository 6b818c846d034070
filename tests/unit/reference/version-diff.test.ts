import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildReferenceIndex } from '@/lib/reference/entries'
import { loadAllModels } from '@/lib/reference/load-model'
import { diffVersions } from '@/lib/reference/version-diff'

const index = buildReferenceIndex(loadAllModels(join(__dirname, 'fixtures', 'diff')))

describe('diffVersions', () => {
  const diff = diffVersions(index, 'nodejs', 'v0', 'v1')!

  it('sorts each change into added, removed, renamed (same op, new name) and changed signature', () => {
    const changes = diff.blocks.flatMap((block) => block.changes.map((c) => `${c.kind} ${c.op}`))
    expect(changes).toEqual(['added bucket.exists', 'removed bucket.signurl', 'renamed bucket.downloadurl', 'changed bucket.write'])
  })

  it('links both sides of a change to their pages', () => {
    const renamed = diff.blocks[0].changes.find((c) => c.kind === 'renamed')!
    expect(renamed.from.map((e) => e.route)).toEqual(['/reference/nodejs/v0/storage/bucket-file-download-url'])
    expect(renamed.to.map((e) => e.route)).toEqual(['/reference/nodejs/storage/bucket-file-get-download-url'])
  })

  it('ignores whitespace in signatures and counts what stayed the same', () => {
    expect(diff.unchanged).toBe(2)
    expect(diff.blocks.map((b) => b.block)).toEqual(['storage'])
  })

  it('reads the other way as the mirror image', () => {
    const back = diffVersions(index, 'nodejs', 'v1', 'v0')!
    expect(back.blocks[0].changes.map((c) => `${c.kind} ${c.op}`)).toEqual(['added bucket.signurl', 'removed bucket.exists', 'renamed bucket.downloadurl', 'changed bucket.write'])
  })

  it('answers undefined for a version or SDK the model lacks', () => {
    expect(diffVersions(index, 'nodejs', 'v0', 'v7')).toBeUndefined()
    expect(diffVersions(index, 'python', 'v0', 'v1')).toBeUndefined()
  })
})

describe('the site’s models', () => {
  const site = buildReferenceIndex(loadAllModels(join(process.cwd(), 'reference')))

  // The upgrade guide: "send/receive became enqueue/dequeue", tasks became messages. One op each, so
  // What changed, the version menu and the lifecycle line lead from send() to enqueue().
  it.each(['nodejs', 'python', 'go'])('read v0’s queue calls as renamed in v1 (%s)', (sdk) => {
    const changes = diffVersions(site, sdk, 'v0', 'v1')!.blocks.flatMap((block) => block.changes)
    for (const op of ['queue.enqueue', 'queue.dequeue', 'queue.message.complete']) {
      const change = changes.find((c) => c.op === op)
      expect(change?.kind, op).toBe('renamed')
      expect(change!.from.length, op).toBeGreaterThan(0)
    }
    expect(changes.some((c) => ['queue.send', 'queue.receive', 'queue.task.complete'].includes(c.op))).toBe(false)
  })
})
