import { buildRecords, pageRecords } from '../../../src/lib/search/build-records'
import { extractIdentifiers } from '../../../src/lib/search/code-identifiers'
import { fixturePages } from './helpers'

const records = () => buildRecords(fixturePages())
const storage = () => records().filter((r) => r.url_without_anchor === '/docs/storage')

describe('search records', () => {
  it('makes one page-level record per page, without an anchor', () => {
    const page = storage()[0]
    expect(page).toMatchObject({
      type: 'lvl1',
      url: '/docs/storage',
      anchor: null,
      content: null,
      hierarchy: { lvl0: 'Building blocks', lvl1: 'Storage', lvl2: null, lvl3: null },
      weight: { level: 90, position: 0 },
    })
    expect(records().filter((r) => r.type === 'lvl1').map((r) => r.url).sort()).toEqual([
      '/docs',
      '/docs/guides/escaping',
      '/docs/reference/nodejs/storage',
      '/docs/secrets',
      '/docs/storage',
    ])
  })

  it('makes one record per heading with its anchor, level weight and the hierarchy above it', () => {
    const permissions = storage().find((r) => r.type === 'lvl3')
    expect(permissions).toMatchObject({
      url: '/docs/storage#access-permissions',
      anchor: 'access-permissions',
      hierarchy: { lvl0: 'Building blocks', lvl1: 'Storage', lvl2: 'Declare a bucket', lvl3: 'Access permissions', lvl4: null },
      weight: { level: 70 },
    })
    const work = storage().find((r) => r.anchor === 'work-with-files' && r.type === 'lvl2')
    // A new lvl2 heading clears the lvl3 of the previous section.
    expect(work?.hierarchy).toMatchObject({ lvl2: 'Work with files', lvl3: null })
    expect(work?.weight.level).toBe(80)
  })

  it('makes one content record per paragraph and table row, under the section it is in', () => {
    const contents = storage().filter((r) => r.type === 'content')
    expect(contents.map((r) => [r.url, r.content])).toEqual([
      ['/docs/storage', 'Store files in cloud buckets and read them back.'],
      ['/docs/storage', 'A bucket holds files under string keys.'],
      ['/docs/storage#declare-a-bucket', 'Declare buckets at module scope so the CLI can find them.'],
      ['/docs/storage#access-permissions', 'Request only the permissions a service needs: read, write or delete.'],
      ['/docs/storage#work-with-files', 'Use file() to get a reference and read() to download its contents.'],
      ['/docs/storage#work-with-files', 'Method | Description'],
      ['/docs/storage#work-with-files', 'read() | Downloads the file'],
      ['/docs/storage#work-with-files', 'write() | Uploads the file'],
    ])
    for (const r of contents) expect(r.weight.level).toBe(0)
    expect(contents[3].hierarchy.lvl3).toBe('Access permissions')
  })

  it('numbers positions in document order and gives every record a unique objectID', () => {
    const all = records()
    expect(storage().map((r) => r.weight.position)).toEqual(storage().map((_, i) => i))
    expect(new Set(all.map((r) => r.objectID)).size).toBe(all.length)
  })

  it('keeps objectIDs stable between builds', () => {
    expect(records().map((r) => r.objectID)).toEqual(records().map((r) => r.objectID))
    expect(storage().map((r) => r.objectID).slice(0, 4)).toEqual(['/storage#', '/storage#~description', '/storage#~1', '/storage#declare-a-bucket'])
  })

  it('puts code identifiers into the section record instead of making records of code', () => {
    const declare = storage().find((r) => r.type === 'lvl2' && r.anchor === 'declare-a-bucket')
    expect(declare?.code?.split(' ')).toEqual(['bucket', 'nitric', 'sdk', 'images', 'allow', 'read', 'write', 'profiles'])
    const work = storage().find((r) => r.type === 'lvl2' && r.anchor === 'work-with-files')
    expect(work?.code?.split(' ')).toEqual(expect.arrayContaining(['contents', 'images', 'file', 'read', 'getDownloadUrl']))
    expect(storage().some((r) => r.content?.includes("bucket('images')"))).toBe(false)
    expect(storage().filter((r) => r.code !== null)).toHaveLength(2)
  })

  it('uses /docs for the home page and Documentation as its section', () => {
    const home = records().filter((r) => r.url_without_anchor === '/docs')
    expect(home[0]).toMatchObject({ url: '/docs', hierarchy: { lvl0: 'Documentation', lvl1: 'Nitric documentation' } })
    expect(home.find((r) => r.type === 'lvl2')?.url).toBe('/docs#start-here')
  })

  it('gives every record of an older library version a lower page rank', () => {
    const page = { title: 'Node.js SDK', description: 'd', blocks: [{ kind: 'text' as const, text: 'Install it.' }] }
    const older = pageRecords({ ...page, route: '/reference/nodejs/v0' }).map((r) => r.weight.pageRank)
    const latest = pageRecords({ ...page, route: '/reference/nodejs' }).map((r) => r.weight.pageRank)
    expect(new Set(older).size).toBe(1)
    expect(new Set(latest).size).toBe(1)
    expect(older[0]).toBeLessThan(latest[0])
  })

  it('maps headings deeper than lvl6 to lvl6 and appends a suffix to clashing ids', () => {
    const out = pageRecords({
      route: '/x',
      title: 'X',
      description: '',
      blocks: [
        { kind: 'heading', depth: 2, id: 'a', text: 'A' },
        { kind: 'heading', depth: 7, id: 'a', text: 'Deep' },
      ],
    })
    expect(out.map((r) => [r.type, r.objectID])).toEqual([
      ['lvl1', '/x#'],
      ['lvl2', '/x#a'],
      ['lvl6', '/x#a~2'],
    ])
    expect(out[2].hierarchy).toMatchObject({ lvl2: 'A', lvl6: 'Deep' })
  })
})

describe('code identifiers', () => {
  it('keeps names and drops keywords, one-letter names and repeats', () => {
    expect(extractIdentifiers("import { getSecret } from '@nitric/sdk'\nconst s = getSecret('x'); await s.latest()")).toEqual([
      'getSecret',
      'nitric',
      'sdk',
      'latest',
    ])
  })

  it('is bounded so a long listing cannot flood a record', () => {
    const code = Array.from({ length: 1000 }, (_, i) => `name${i}`).join(' ')
    expect(extractIdentifiers(code)).toHaveLength(200)
  })
})
