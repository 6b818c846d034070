import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Root, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { parseMdx } from '@/lib/content/parse'
import { buildMenus } from '@/lib/navigation/menus'
import { checkReferencePages } from '@/lib/reference/check-model'
import { buildReferenceIndex } from '@/lib/reference/entries'
import { loadAllModels } from '@/lib/reference/load-model'
import { upgradeNotes } from '@/lib/reference/upgrade-notes'
import { changesVersions, expandVersionChanges, versionChangesRoute, versionChangesSdk } from '@/lib/reference/version-changes'
import { diffVersions } from '@/lib/reference/version-diff'
import { getSdk, parseReferenceRoute } from '@/lib/sdks'
import { versionNotices } from '@/lib/version-notices'

const index = buildReferenceIndex(loadAllModels(join(__dirname, 'fixtures', 'diff')))
const node = getSdk('nodejs')!

const GUIDE = `## Node.js

### Requesting access

\`for()\` becomes \`allow()\`.

### Storage

\`downloadUrl()\` is now \`getDownloadUrl()\`.

### Other Node.js changes

- **Queues.** \`exists()\` is unrelated here.

## Python

### Storage

\`signUrl()\` is gone.
`

const guide = parseMdx(GUIDE, 'content/support/upgrade.mdx').tree
const notes = () => upgradeNotes(guide, node)

function changesPage(route = '/reference/nodejs/changes', hasPage = (r: string) => r !== '/reference/nodejs/storage/bucket-file-exists'): Root {
  const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'VersionChanges', attributes: [], children: [] } as unknown as Root['children'][number]] }
  expandVersionChanges(tree, route, index, hasPage, notes)
  return tree
}

const cellLinks = (cell: Table['children'][number]['children'][number]) => cell.children.filter((n) => n.type === 'link').map((n) => (n as { url: string }).url)

describe('the "What changed" page of an SDK', () => {
  it('lives at one address per SDK with more than one version, comparing the one before the latest with it', () => {
    expect(versionChangesRoute(node)).toBe('/reference/nodejs/changes')
    expect(changesVersions(node)).toEqual({ from: 'v0', to: 'v1' })
    expect(versionChangesRoute(getSdk('dart')!)).toBeUndefined()
    expect(versionChangesRoute(getSdk('csharp')!)).toBeUndefined()
    expect(versionChangesSdk('/reference/go/changes')?.id).toBe('go')
    expect(versionChangesSdk('/reference/go/v0/changes')).toBeUndefined()
  })

  it('lists each change per building block, each row linking the pages of both versions that exist', () => {
    const [summary, heading, , table] = changesPage().children
    expect(toString(summary)).toMatch(/^Compared: v0 as of nitrictech\/node-sdk@v0\.16\.2 and v1 as of nitrictech\/node-sdk@v1\.4\.2\. Operations added: 1, removed: 1, renamed: 1, changed in signature: 1; the same in both: 2\./)
    expect(toString(summary)).toMatch(/in its Node\.js section\.$/)
    expect(toString(heading)).toBe('Storage')
    const rows = (table as Table).children.slice(1)
    expect(rows.map((row) => row.children.slice(0, 2).map((cell) => toString(cell)).join(' '))).toEqual([
      'Added bucket.exists',
      'Removed bucket.signurl',
      'Renamed bucket.downloadurl',
      'Signature changed bucket.write',
    ])
    const renamed = rows[2].children
    expect(cellLinks(renamed[2])).toEqual(['/reference/nodejs/v0/storage/bucket-file-download-url'])
    expect(cellLinks(renamed[3])).toEqual(['/reference/nodejs/storage/bucket-file-get-download-url'])
    // a page that does not exist is named, not linked; a side without the op shows a dash
    expect(toString(rows[0].children[3])).toBe('bucket.file.exists()')
    expect(cellLinks(rows[0].children[3])).toEqual([])
    expect(toString(rows[0].children[2])).toBe('—')
    expect((table as Table).data).toMatchObject({ searchText: false })
  })

  it('links the upgrade guide where its own headings and prose name a change, and nowhere else', () => {
    const tree = changesPage()
    expect(toString(tree.children[2])).toBe('In the upgrade guide: Storage')
    const rows = (tree.children[3] as Table).children.slice(1)
    const noteOf = (i: number) => cellLinks(rows[i].children[4])
    expect(noteOf(2)).toEqual(['/support/upgrade#storage']) // downloadUrl → getDownloadUrl, named in the Node.js storage topic
    expect(noteOf(0)).toEqual([]) // exists() appears only in a topic and an item that are not about storage
    expect(noteOf(1)).toEqual([]) // signUrl() is named in the Python section only
    // a change to how a resource is granted goes to the guide's topic on requesting access
    const read = index.entries.find((e) => e.method?.name === 'read')!
    const allow = { ...read, title: 'bucket.allow()', method: { ...read.method!, name: 'allow' } }
    expect(upgradeNotes(guide, node).forChange({ op: 'bucket.allow', kind: 'added', from: [], to: [allow] })).toEqual({ href: '/support/upgrade#requesting-access', label: 'Requesting access' })
    expect(upgradeNotes(guide, node).forChange({ op: 'bucket.read', kind: 'added', from: [], to: [read] })).toBeUndefined()
  })

  it('refuses the generated element anywhere else', () => {
    expect(() => changesPage('/reference/nodejs/storage')).toThrow(/belongs on an SDK's "What changed" page/)
  })

  it('is in the latest version menu, named in the v0 version notice, and required by the content check', () => {
    const hasPage = (route: string) => route === '/reference/nodejs/changes' || route === '/reference/nodejs' || route === '/reference/nodejs/v0'
    const menu = buildMenus({ reference: index, hasPage, routes: [], guides: [] }).find((m) => m.key === 'reference/nodejs')!
    const groups = menu.groups as Record<string, { links: { title: string; href: string }[] }[]>
    expect(groups.v1[0].links).toContainEqual({ title: 'What changed from v0', href: '/reference/nodejs/changes' })
    expect(groups.v0[0].links.map((l) => l.href)).not.toContain('/reference/nodejs/changes')

    const [notice] = versionNotices(parseReferenceRoute('/reference/nodejs/v0/storage')!, hasPage)
    expect(notice.changes).toEqual({ href: '/reference/nodejs/changes', label: 'What changed in v1' })
    expect(versionNotices(parseReferenceRoute('/reference/nodejs/v0')!)[0].changes).toBeUndefined()

    const problems = checkReferencePages(index, new Map())
    expect(problems).toContainEqual({ where: 'reference/sdks.json', message: expect.stringContaining('write content/reference/nodejs/changes.mdx with <VersionChanges />') })
    expect(checkReferencePages(index, new Map([['/reference/nodejs/changes', 'content/reference/nodejs/changes.mdx']])).map((p) => p.message).join('\n')).not.toMatch(/nodejs\/changes/)
  })

  it('says the same as the diff it is generated from', () => {
    const diff = diffVersions(index, 'nodejs', 'v0', 'v1')!
    const rows = (changesPage().children[3] as Table).children.slice(1)
    expect(rows.map((row) => toString(row.children[1]))).toEqual(diff.blocks.flatMap((b) => b.changes.map((c) => c.op)))
  })
})

describe('the site’s Node.js "What changed" page', () => {
  it('gives a resource’s methods the note of their resource when they changed the same way, and no other', () => {
    const site = buildReferenceIndex(loadAllModels(join(process.cwd(), 'reference')))
    const upgrade = parseMdx(readFileSync('content/support/upgrade.mdx', 'utf8'), 'content/support/upgrade.mdx').tree
    const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'VersionChanges', attributes: [], children: [] } as unknown as Root['children'][number]] }
    expandVersionChanges(tree, '/reference/nodejs/changes', site, () => true, () => upgradeNotes(upgrade, node))
    const rows = tree.children.filter((n): n is Table => n.type === 'table').flatMap((table) => table.children.slice(1))
    const noteOf = (op: string) => {
      const row = rows.find((r) => toString(r.children[1]) === op)!
      return toString(row.children[4])
    }
    // The guide says collection() is gone: every removed collection call points there.
    const collection = noteOf('collection')
    expect(collection).not.toBe('—')
    for (const op of ['collection.doc', 'collection.doc.get', 'collection.query.where']) expect(noteOf(op), op).toBe(collection)
    // A method keeps a note of its own: granting access is its own topic.
    expect(noteOf('collection.allow')).toBe('Requesting access')
    // Methods of a resource that changed differently get nothing from it.
    expect(noteOf('api')).toBe('—')
    expect(noteOf('api.get')).toBe('—')
  })
})

