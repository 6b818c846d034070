import { join } from 'node:path'
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { mdxTreeToMarkdown } from '@/lib/markdown/to-markdown'
import { buildReferenceIndex } from '@/lib/reference/entries'
import { entryLifecycle, lifecycleParagraph } from '@/lib/reference/lifecycle'
import { loadAllModels } from '@/lib/reference/load-model'
import { injectReferenceSections } from '@/lib/reference/sections'

const index = buildReferenceIndex(loadAllModels(join(__dirname, 'fixtures', 'lifecycle')))
const everyPage = () => true
const entry = (route: string) => {
  const found = index.byRoute.get(route)
  if (!found) throw new Error(`no entry at ${route}`)
  return found
}
const line = (route: string, hasPage = everyPage) => {
  const paragraph = lifecycleParagraph(entryLifecycle(entry(route), index, hasPage))
  return paragraph && mdxTreeToMarkdown({ type: 'root', children: [paragraph] }, (url) => url).trim()
}

describe('lifecycle markers', () => {
  it('says which release introduced an entry when the model has its since marker', () => {
    expect(line('/reference/nodejs/storage/bucket-allow')).toBe('Available since v1.1.1')
    expect(line('/reference/nodejs/v0/storage/bucket-file-exists')).toBe('Available since v0.16.0')
    // the same call in v1 dates from that v0 release too
    expect(line('/reference/nodejs/storage/bucket-file-exists')).toBe('Available since v0.16.0')
  })

  it('dates an entry from the oldest major version that has it under the same name, and only when that is known', () => {
    expect(line('/reference/nodejs/storage/bucket-file-read')).toBe('Available since v0')
    expect(line('/reference/nodejs/storage/bucket-file-delete')).toBe('New in v1')
    // v0 is the oldest version: nothing says when it appeared
    expect(line('/reference/nodejs/v0/storage/bucket-file-read')).toBeUndefined()
  })

  it('names what a new entry replaces, found by its op in the previous major version', () => {
    expect(line('/reference/nodejs/storage/bucket-file-get-download-url')).toBe(
      'New in v1, replacing [`bucket.file.downloadUrl()`](/reference/nodejs/v0/storage/bucket-file-download-url) (v0)',
    )
  })

  it('links the replacement of a deprecated entry: the live entry of its op, else the call its advice names', () => {
    expect(line('/reference/nodejs/storage/bucket-for')).toBe('Available since v0 · Deprecated: use [`bucket.allow()`](/reference/nodejs/storage/bucket-allow)')
    const signUrl = entryLifecycle(entry('/reference/nodejs/v0/storage/bucket-file-sign-url'), index, everyPage)
    expect(signUrl.deprecated?.use).toEqual([{ title: 'bucket.file.downloadUrl()', version: 'v0', href: '/reference/nodejs/v0/storage/bucket-file-download-url' }])
  })

  it('says an entry was removed in the next major version, with the renamed replacement its op leads to', () => {
    expect(line('/reference/nodejs/v0/storage/bucket-file-download-url')).toBe(
      'Removed in v1: use [`bucket.file.getDownloadUrl()`](/reference/nodejs/storage/bucket-file-get-download-url) in v1',
    )
    // an op absent from v1 altogether: removed, with nothing to point to
    expect(line('/reference/nodejs/v0/storage/bucket-file-sign-url')).toBe(
      'Deprecated: use [`bucket.file.downloadUrl()`](/reference/nodejs/v0/storage/bucket-file-download-url) · Removed in v1',
    )
  })

  it('points to the next major version when the same call changed its signature there', () => {
    expect(line('/reference/nodejs/v0/storage/bucket-file-write')).toBe('Signature changed in v1: see [`bucket.file.write()`](/reference/nodejs/storage/bucket-file-write) (v1)')
    expect(entryLifecycle(entry('/reference/nodejs/v0/storage/bucket'), index, everyPage).next).toBeUndefined()
  })

  it('links only pages that exist', () => {
    expect(line('/reference/nodejs/storage/bucket-for', () => false)).toBe('Available since v0 · Deprecated: use `bucket.allow()`')
  })

  it('opens the page, above its introduction, and stays out of search', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Intro.' }] }, { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Examples' }] }] }
    injectReferenceSections(tree, entry('/reference/nodejs/storage/bucket-allow'), { index, hasPage: everyPage })
    const [first, second] = tree.children
    expect(first.type).toBe('paragraph')
    expect(first.data).toMatchObject({ hProperties: { className: ['lifecycle'] }, searchText: false })
    expect(second).toEqual({ type: 'paragraph', children: [{ type: 'text', value: 'Intro.' }] })
  })
})
