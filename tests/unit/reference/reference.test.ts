import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '@/lib/content/check-content'
import type { DocPage } from '@/lib/content/loader'
import { buildMenus } from '@/lib/navigation/menus'
import { flattenLinks, menuGroups, selectMenu } from '@/lib/navigation/select-menu'
import { buildReferenceIndex } from '@/lib/reference/entries'
import { otherLanguages, versionOptions } from '@/lib/reference/links'
import { loadAllModels, loadSdkModel, ModelError } from '@/lib/reference/load-model'
import { referenceSections } from '@/lib/reference/sections'
import { supportMatrix } from '@/lib/reference/support-matrix'
import { getSdk, parseReferenceRoute } from '@/lib/sdks'

const FIXTURES = join(__dirname, 'fixtures')
const index = buildReferenceIndex(loadAllModels(join(FIXTURES, 'reference')))
const routesWith = (...routes: string[]) => new Set(routes)

describe('reference model', () => {
  it('loads each SDK version and gives every entry its route', () => {
    expect(index.models.map((m) => `${m.sdk.id}/${m.version}`)).toEqual(['nodejs/v1', 'nodejs/v0', 'python/v1'])
    expect(index.byRoute.get('/reference/nodejs/storage/bucket-file-read')?.title).toBe('bucket.file.read()')
    expect(index.byRoute.get('/reference/nodejs/v0/storage/bucket-file-read')?.version).toBe('v0')
    expect(index.byRoute.get('/reference/python/storage/bucket-exists')?.kind).toBe('method')
  })

  it('names the file and the field of a malformed model', () => {
    const node = getSdk('nodejs')!
    let error: unknown
    try {
      loadSdkModel(node, 'v1', join(FIXTURES, 'bad'))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ModelError)
    const message = (error as Error).message
    expect(message).toContain('bad/nodejs/v1/storage.yaml: resources[0] (bucket).methods[0] (read).slug: must be lower-case words joined by hyphens')
    expect(message).toContain('resources[0] (bucket).methods[0] (read).params[0] (opts).type')
    expect(message).toContain('resources[0] (bucket).methods[0] (read).params[0] (opts).required')
  })
})

describe('derived from the model', () => {
  const all = routesWith(
    '/reference/nodejs', '/reference/nodejs/v0', '/reference/nodejs/storage/bucket', '/reference/nodejs/storage/bucket-file-read',
    '/reference/nodejs/storage/bucket-file-exists', '/reference/nodejs/v0/storage/bucket', '/reference/nodejs/v0/storage/bucket-file-read',
    '/reference/python/storage/bucket-file-read',
  )
  const hasPage = (route: string) => all.has(route)

  it('builds the reference menu per version, grouped by building block, with every method that has a page', () => {
    const menus = buildMenus({ reference: index, hasPage, routes: [...all], guides: [] })
    const node = selectMenu('/reference/nodejs/storage/bucket', menus)
    expect(node.key).toBe('reference/nodejs')
    const v1 = menuGroups(node, '/reference/nodejs/storage/bucket')
    expect(v1.map((g) => g.title)).toEqual(['Node.js v1', 'Storage'])
    expect(flattenLinks(v1).map((l) => l.href)).toEqual([
      '/reference/nodejs', '/reference/nodejs/storage/bucket', '/reference/nodejs/storage/bucket-file-read', '/reference/nodejs/storage/bucket-file-exists',
    ])
    expect(flattenLinks(menuGroups(node, '/reference/nodejs/v0/storage/bucket')).map((l) => l.href)).toEqual([
      '/reference/nodejs/v0', '/reference/nodejs/v0/storage/bucket', '/reference/nodejs/v0/storage/bucket-file-read',
    ])
  })

  it('switches version to the same page only where it exists, otherwise to that version’s overview', () => {
    const read = versionOptions(parseReferenceRoute('/reference/nodejs/storage/bucket-file-read')!, hasPage)
    expect(read).toEqual([
      { version: 'v1', href: '/reference/nodejs/storage/bucket-file-read', latest: true },
      { version: 'v0', href: '/reference/nodejs/v0/storage/bucket-file-read', latest: false },
    ])
    const exists = versionOptions(parseReferenceRoute('/reference/nodejs/storage/bucket-file-exists')!, hasPage)
    expect(exists.find((o) => o.version === 'v0')?.href).toBe('/reference/nodejs/v0')
  })

  it('links the same operation in the other languages, only to pages that exist', () => {
    const read = index.byRoute.get('/reference/nodejs/storage/bucket-file-read')!
    expect(otherLanguages(read, index, hasPage)).toEqual([{ sdk: 'python', label: 'Python', version: 'v1', href: '/reference/python/storage/bucket-file-read' }])
    const exists = index.byRoute.get('/reference/nodejs/storage/bucket-file-exists')!
    expect(otherLanguages(exists, index, hasPage)).toEqual([]) // python's page is not written
    expect(otherLanguages(exists, index, () => true)[0]?.href).toBe('/reference/python/storage/bucket-exists')
  })

  it('generates signature, cross-language line, parameters, returns, permissions and the method list', () => {
    const bucket = index.byRoute.get('/reference/nodejs/storage/bucket')!
    const nodes = referenceSections(bucket, { index, hasPage })
    const headings = nodes.filter((n) => n.type === 'heading').map((n) => (n as { children: { value: string }[] }).children[0].value)
    expect(headings).toEqual(['Parameters', 'Returns', 'Permissions', 'Methods'])
    expect(nodes[0]).toMatchObject({ type: 'code', lang: 'typescript', value: 'bucket(name: string): BucketResource' })
    const deprecated = referenceSections(index.byRoute.get('/reference/python/storage/bucket-exists')!, { index, hasPage })
    expect(deprecated[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Warning' })
  })

  it('knows which SDK versions have each operation', () => {
    const { columns, blocks } = supportMatrix(index)
    expect(columns.map((c) => c.label)).toEqual(['Node.js v1', 'Node.js v0', 'Python v1'])
    const storage = blocks.find((b) => b.block === 'storage')!
    const exists = storage.rows.find((r) => r.op === 'bucket.exists')!
    expect(exists.cells.map((c) => c.length > 0)).toEqual([true, false, true])
  })

  it('keeps one major version: its columns, and only the rows one of them has', () => {
    expect(supportMatrix(index, 'v1').columns.map((c) => c.label)).toEqual(['Node.js v1', 'Python v1'])
    const v0 = supportMatrix(index, 'v0')
    expect(v0.columns.map((c) => c.label)).toEqual(['Node.js v0'])
    const ops = v0.blocks.flatMap((block) => block.rows.map((row) => row.op))
    expect(ops).not.toContain('bucket.exists') // v1 only
    expect(ops).toEqual(['bucket', 'bucket.read'])
    for (const block of v0.blocks) for (const row of block.rows) expect(row.cells.some((cell) => cell.length > 0)).toBe(true)
  })
})

describe('orphan check', () => {
  const page = (route: string, unlisted = false): DocPage => ({
    route, slug: route.split('/').filter(Boolean), file: `content${route}.mdx`, title: 't', description: 'd', unlisted,
    headings: [], blocks: [], links: [], tree: { type: 'root', children: [] }, bodyLine: 4,
  })
  const menus = [{ key: '', title: 'Home', groups: [{ links: [{ title: 'A', href: '/a' }] }] }]

  it('fails a page that is in no menu unless it is unlisted', () => {
    const problems = checkContent([page('/a'), page('/lost'), page('/writers', true)], menus)
    expect(problems).toEqual([expect.objectContaining({ where: 'content/lost.mdx', message: expect.stringContaining('is in no menu') })])
  })
})
