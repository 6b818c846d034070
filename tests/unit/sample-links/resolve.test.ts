import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { referenceIndex } from '@/lib/reference/entries'
import { SampleRecordCollector } from '@/lib/sample-links/collect'
import { versionNames } from '@/lib/sample-links/model-names'
import { blankCommentsAndStrings, languageLinks } from '@/lib/sample-links/other-languages'
import { sampleKey } from '@/lib/sample-links/store'
import { pageSamples } from '@/lib/samples/extract'
import { csharpImports, goImports } from '@/lib/samples/identifiers'
import { analysePython } from '@/lib/samples/python'
import { loadSdkNames } from '@/lib/samples/sdk-names'
import { NODE_SDK_PACKAGES } from '@/lib/samples/site'
import { checkTypeScriptSamples } from '@/lib/samples/typescript'

function page(body: string, route = '/guide'): DocPage {
  const { tree, headings } = parseMdx(body, 'content/guide.mdx')
  return { route, slug: [], file: 'content/guide.mdx', title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 5 }
}
const installedVersion = (pkg: string) => (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version
const fence = (lang: string, code: string, meta = '') => `\`\`\`${lang}${meta ? ' ' + meta : ''}\n${code}\n\`\`\`\n`

/** Compiles the block as the content check does and returns each linked name with its page. */
function typeScriptLinks(code: string, meta = '') {
  const [sample] = pageSamples(page(fence('typescript', code, meta)))
  const collector = new SampleRecordCollector(referenceIndex(), { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES, hasPage: () => true })
  const problems = checkTypeScriptSamples([sample], { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES, onProgram: collector.addProgram.bind(collector) })
  expect(problems).toEqual([])
  const record = collector.records.get(sampleKey(sample))!
  return { record, links: record.links.map((link) => [code.slice(link.start, link.end), link.route]) }
}

const python = (version: string, code: string) => {
  const [result] = analysePython([code])
  if ('error' in result) throw new Error(result.error.message)
  const names = versionNames(referenceIndex(), 'python', version)!
  const links = languageLinks({ code, lang: 'python', imports: result.imports, sdkNames: loadSdkNames('reference', 'python', version), isSdkModule: (m) => m === 'nitric' || m.startsWith('nitric.'), names })
  return links.map((link) => [code.slice(link.start, link.end), link.route])
}

describe('TypeScript names, resolved by the type checker', () => {
  it('links read on a File to bucket-file-read, and each call of the chain to its own page', () => {
    const { record, links } = typeScriptLinks("import { bucket } from '@nitric/sdk'\nconst files = bucket('x').allow('read')\nexport const data = files.file('y').read()")
    // The record names the release that really compiled the block (the installed package) and no additions here.
    expect(record).toMatchObject({ sdk: 'nodejs', version: 'v1', check: 'compiled', release: installedVersion('@nitric/sdk'), additions: false })
    expect(links).toEqual([
      ['bucket', '/reference/nodejs/storage/bucket'],
      ['allow', '/reference/nodejs/storage/bucket-allow'],
      ['file', '/reference/nodejs/storage/bucket-file'],
      ['read', '/reference/nodejs/storage/bucket-file-read'],
    ])
  })

  it('tells read on a File from another read, and leaves names the SDK does not declare unlinked', () => {
    const { links } = typeScriptLinks("import { kv } from '@nitric/sdk'\nconst own = { read: () => 1, get: (k: string) => k }\nexport const a = own.read() + own.get('k')\nexport const b = kv('s').allow('get').get('k')")
    expect(links).toEqual([
      ['kv', '/reference/nodejs/keyvalue/keyvalue'],
      ['allow', '/reference/nodejs/keyvalue/keyvalue-allow'],
      ['get', '/reference/nodejs/keyvalue/keyvalue-get'],
    ])
  })

  it('does not link an entry whose page is not written', () => {
    const [sample] = pageSamples(page(fence('typescript', "import { bucket } from '@nitric/sdk'\nexport const f = bucket('x').allow('read').file('y')")))
    const collector = new SampleRecordCollector(referenceIndex(), { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES, hasPage: (route) => !route.endsWith('/bucket-file') })
    checkTypeScriptSamples([sample], { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES, onProgram: collector.addProgram.bind(collector) })
    expect(collector.records.get(sampleKey(sample))!.links.map((link) => link.route)).toEqual(['/reference/nodejs/storage/bucket', '/reference/nodejs/storage/bucket-allow'])
  })

  it('resolves a v0 block against the v0 package and v0 pages', () => {
    const { record, links } = typeScriptLinks("import { bucket } from '@nitric/sdk'\nexport const data = bucket('x').for('reading').file('y').read()", 'version=v0')
    expect(record.version).toBe('v0')
    expect(links).toEqual([
      ['bucket', '/reference/nodejs/v0/storage/bucket'],
      ['for', '/reference/nodejs/v0/storage/bucket-for'],
      ['file', '/reference/nodejs/v0/storage/bucket-file'],
      ['read', '/reference/nodejs/v0/storage/bucket-file-read'],
    ])
  })
})

describe('names in other languages, resolved against the version model and names', () => {
  it('links a factory and a method whose name one page documents; an ambiguous method stays unlinked', () => {
    const code = 'from nitric.resources import bucket\n\nphotos = bucket("photos").allow("read")\n\nasync def show():\n    return await photos.file("a.png").read()\n'
    expect(python('v1', code)).toEqual([
      ['bucket', '/reference/python/storage/bucket'],
      ['file', '/reference/python/storage/bucket-file'],
      ['read', '/reference/python/storage/bucket-file-read'],
    ])
    // `allow` is documented on every resource: which one it is needs the type, which Python samples are not checked for.
    expect(python('v1', code).map(([name]) => name)).not.toContain('allow')
  })

  it('resolves a name to the page of the version the block is checked against', () => {
    const code = 'from nitric.resources import bucket\n\nphotos = bucket("photos")\n'
    expect(python('v0', code)).toEqual([['bucket', '/reference/python/v0/storage/bucket']])
    expect(python('v1', code)).toEqual([['bucket', '/reference/python/storage/bucket']])
  })

  it('leaves a name unlinked that the version does not have', () => {
    // Key-value stores arrived in v1: a v0 block that names `kv` has no page to go to.
    expect(python('v0', 'from nitric.resources import kv\n\nstore = kv("profiles")\n')).toEqual([])
    expect(python('v1', 'from nitric.resources import kv\n\nstore = kv("profiles")\n')).toEqual([['kv', '/reference/python/keyvalue/keyvalue']])
  })

  it('does not link a method of a value that is not the SDK’s, nor names in strings and comments', () => {
    const code = 'from nitric.resources import bucket\n\n# bucket("x") is declared below\nwith open("f") as f:\n    text = f.read()\nlabel = "bucket(1)"\n'
    expect(python('v1', code)).toEqual([])
  })

  it('links a Go factory qualified by the SDK package, and a C# one through its using', () => {
    const go = 'package main\n\nimport "github.com/nitrictech/go-sdk/nitric"\n\nfunc main() {\n\tnitric.NewBucket("photos")\n}\n'
    const goNames = versionNames(referenceIndex(), 'go', 'v1')!
    const goLinks = languageLinks({ code: go, lang: 'go', imports: goImports(go), sdkNames: loadSdkNames('reference', 'go', 'v1'), isSdkModule: (m) => m.startsWith('github.com/nitrictech/go-sdk'), names: goNames })
    expect(goLinks.map((l) => [go.slice(l.start, l.end), l.route])).toEqual([['NewBucket', '/reference/go/storage/bucket']])
    const cs = 'using Nitric.Sdk;\n\nvar photos = Nitric.Bucket("photos");\n'
    const csLinks = languageLinks({ code: cs, lang: 'csharp', imports: csharpImports(cs), sdkNames: loadSdkNames('reference', 'csharp', 'v0'), isSdkModule: (m) => m === 'Nitric.Sdk' || m.startsWith('Nitric.Sdk.'), names: versionNames(referenceIndex(), 'csharp', 'v0')! })
    expect(csLinks.map((l) => [cs.slice(l.start, l.end), l.route])).toEqual([['Bucket', '/reference/csharp/v0/storage/bucket']])
  })

  it('blanks comments and strings but keeps every offset', () => {
    const code = 'x = "a.read()"  # b.read()\ny = 1'
    const blank = blankCommentsAndStrings(code, 'python')
    expect(blank).toHaveLength(code.length)
    expect(blank).toBe('x = "        "            \ny = 1')
  })
})
