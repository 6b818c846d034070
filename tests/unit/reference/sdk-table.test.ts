import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Root, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { getPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { pageMarkdown } from '@/lib/markdown/page'
import { sdkRegistrySchema } from '@/lib/reference/schema'
import { expandSdkTable, onlyV0, sdkTable, type SdkTableRegistry } from '@/lib/reference/sdk-table'
import { readSdks, referenceHref, SDK_STATUS_LABELS, SDKS, type RegistryFile } from '@/lib/sdks'

const version = (id: string, reference = 'complete') => ({ id, source: `nitrictech/x-sdk@${id}.0.0`, package: `pkg-${id}`, reference })

/** A small registry: two languages, one v1-only SDK, a legacy v0-only one, and one with nothing written. */
const FIXTURE = sdkRegistrySchema.parse({
  statusLabels: { stable: 'Stable', experimental: 'Experimental', legacy: 'Legacy' },
  statusBadges: { legacy: 'Coming soon' },
  sdks: [
    { id: 'nodejs', label: 'Node.js', status: 'stable', language: 'typescript', languages: ['typescript', 'javascript'], versions: [version('v1'), version('v0')] },
    { id: 'dart', label: 'Dart', status: 'experimental', language: 'dart', languages: ['dart'], versions: [version('v1')] },
    { id: 'csharp', label: 'C# .NET', status: 'legacy', language: 'csharp', languages: ['csharp'], versions: [version('v0')] },
    { id: 'python', label: 'Python', status: 'experimental', language: 'python', languages: ['python'], versions: [version('v1', 'none')] },
  ],
}) as RegistryFile

const registry = (file: RegistryFile = FIXTURE): SdkTableRegistry => ({ sdks: readSdks(file), statusLabels: file.statusLabels })
const WRITTEN = new Set(['/reference/nodejs', '/reference/dart', '/reference/csharp/v0'])
const hasPage = (route: string) => WRITTEN.has(route)

const element = (attributes: unknown[] = []) => ({ type: 'mdxJsxFlowElement', name: 'SdkTable', attributes, children: [] }) as unknown as RootContent

function rows(table: Table): { cells: string[]; links: string[] }[] {
  return table.children.map((row) => ({
    cells: row.children.map((cell) => toString(cell)),
    links: row.children.flatMap((cell) => cell.children.filter((n) => n.type === 'link').map((n) => (n as { url: string }).url)),
  }))
}

describe('the table of SDKs', () => {
  it('has a row per registry SDK: label and languages, the package to install, status, the overview', () => {
    expect(rows(sdkTable(hasPage, registry()))).toEqual([
      { cells: ['Language', 'Package', 'Status', 'Reference'], links: [] },
      { cells: ['Node.js (TypeScript, JavaScript)', 'pkg-v1', 'Stable', 'Node.js reference'], links: ['/reference/nodejs'] },
      { cells: ['Dart', 'pkg-v1', 'Experimental', 'Dart reference'], links: ['/reference/dart'] },
      { cells: ['C# .NET', 'pkg-v0', 'Legacy, v0 only', 'C# .NET v0 reference'], links: ['/reference/csharp/v0'] },
      { cells: ['Python', 'pkg-v1', 'Experimental', '—'], links: [] },
    ])
  })

  it('takes the place of <SdkTable /> in a page', () => {
    const tree: Root = { type: 'root', children: [element()] }
    expandSdkTable(tree, 'content/x.mdx', hasPage, registry())
    expect(tree.children.map((node) => node.type)).toEqual(['table'])
  })

  it('refuses an attribute: every fact in it is the registry\'s', () => {
    const tree: Root = { type: 'root', children: [element([{ type: 'mdxJsxAttribute', name: 'sdk', value: 'go' }])] }
    expect(() => expandSdkTable(tree, 'content/x.mdx', hasPage, registry())).toThrow('content/x.mdx: <SdkTable /> takes no attributes (found sdk); its rows come from reference/sdks.json')
  })

  it('names the SDK and the registry entry it lacks', () => {
    const { legacy: _, ...noLegacy } = FIXTURE.statusLabels
    expect(() => sdkTable(hasPage, registry({ ...FIXTURE, statusLabels: noLegacy as RegistryFile['statusLabels'] }))).toThrow(
      "<SdkTable />: reference/sdks.json gives C# .NET (csharp) the status 'legacy', which statusLabels does not name",
    )
    const cobol = { ...FIXTURE, sdks: [{ ...FIXTURE.sdks[1], languages: ['dart', 'cobol'] }] }
    expect(() => sdkTable(hasPage, registry(cobol))).toThrow("gives Dart (dart) the language 'cobol', which has no display name in src/lib/code-languages.ts")
    expect(() => sdkTable((route) => route !== '/reference/dart', registry())).toThrow('gives Dart (dart) a written v1 reference, but /reference/dart has no page')
  })
})

describe('the registry schema', () => {
  it('asks for a word for every status and the signature language among the languages', () => {
    const { legacy: _, ...noLegacy } = FIXTURE.statusLabels
    const paths = (file: unknown) => sdkRegistrySchema.safeParse(file).error?.issues.map((issue) => issue.path.join('.'))
    expect(paths({ ...FIXTURE, statusLabels: noLegacy })).toEqual(['statusLabels.legacy'])
    expect(paths({ ...FIXTURE, sdks: [{ ...FIXTURE.sdks[0], languages: ['javascript'] }] })).toEqual(['sdks.0.languages'])
  })
})

describe('the home page', () => {
  const home = getPage('/')!
  const libraries = home.tree.children.findIndex((node) => node.type === 'heading' && toString(node) === 'Libraries')
  const table = home.tree.children.slice(libraries).find((node): node is Table => node.type === 'table')!

  it('lists the registry\'s SDKs in its Libraries table', () => {
    const [header, ...body] = rows(table)
    expect(header.cells).toEqual(['Language', 'Package', 'Status', 'Reference'])
    expect(body).toHaveLength(SDKS.length)
    SDKS.forEach((sdk, i) => {
      const [language, pkg, status] = body[i].cells
      expect(language.startsWith(sdk.label), language).toBe(true)
      expect(pkg).toBe(sdk.versionInfo[0].package)
      expect(status).toBe(SDK_STATUS_LABELS[sdk.status] + (sdk.versions.join() === 'v0' ? ', v0 only' : ''))
      expect(body[i].links).toEqual([referenceHref(sdk, sdk.versions[0])])
    })
    // Search indexes the rows, and the page's Markdown (its .md, llms-full.txt, MCP get_page) carries them.
    expect(home.blocks).toContainEqual(expect.objectContaining({ text: 'Node.js (TypeScript, JavaScript) | @nitric/sdk | Stable | Node.js reference' }))
    expect(pageMarkdown(home, { siteUrl: 'https://nitric.io' })).toMatch(/^\| Node\.js \(TypeScript, JavaScript\) \| `@nitric\/sdk` +\| Stable +\| \[Node\.js reference\]\(https:\/\/nitric\.io\/docs\/reference\/nodejs\) +\|$/m)
  })

  it('has a note under the table that agrees with the registry on which SDKs are experimental and which never reached v1', () => {
    const { tree } = parseMdx(readFileSync(join(process.cwd(), 'content/index.mdx'), 'utf8'), 'content/index.mdx')
    const at = tree.children.findIndex((node) => (node as { name?: string }).name === 'SdkTable')
    const note = tree.children[at + 1] as RootContent & { name?: string }
    expect(note.name).toBe('Note')
    const sentences = toString(note).split(/(?<=\.)\s+/)
    // A sentence's SDKs, by the first word of their labels ("C#" for "C# .NET").
    const named = (phrase: string) => {
      const words = sentences.find((sentence) => sentence.includes(phrase))!.split(/[\s,:]+/)
      return SDKS.filter((sdk) => words.includes(sdk.label.split(' ')[0])).map((sdk) => sdk.id)
    }
    expect(named('still changing')).toEqual(SDKS.filter((sdk) => sdk.status === 'experimental').map((sdk) => sdk.id))
    expect(named('never reached v1')).toEqual(SDKS.filter(onlyV0).map((sdk) => sdk.id))
  })
})
