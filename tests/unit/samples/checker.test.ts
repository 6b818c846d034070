import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { formatProblem, pageSamples, type SampleProblem } from '@/lib/samples/extract'
import { checkLanguageSamples } from '@/lib/samples/languages'
import { NODE_SDK_PACKAGES } from '@/lib/samples/site'
import { checkTypeScriptSamples } from '@/lib/samples/typescript'

const FIXTURES = join(__dirname, 'fixtures', 'reference')

/** A page as the loader makes it, with the body starting on file line 5 (after a 4-line frontmatter). */
function page(body: string, route = '/guide'): DocPage {
  const { tree, headings } = parseMdx(body, 'content/guide.mdx')
  return { route, slug: [], file: 'content/guide.mdx', title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 5 }
}

const fence = (lang: string, code: string, meta = '') => `Intro.\n\n\`\`\`${lang}${meta ? ' ' + meta : ''}\n${code}\n\`\`\`\n`
const typescript = (body: string, route?: string) => checkTypeScriptSamples(pageSamples(page(body, route)), { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES })
const others = (body: string, route?: string) => checkLanguageSamples(pageSamples(page(body, route)), FIXTURES)
const lines = (problems: SampleProblem[]) => problems.map(formatProblem)

describe('TypeScript and JavaScript samples', () => {
  it('pass when they compile against the SDK of the page', () => {
    expect(typescript(fence('typescript', "import { bucket } from '@nitric/sdk'\nexport const b = bucket('x').allow('read')"))).toEqual([])
  })

  it('fail with the page, block and line of the error', () => {
    const found = lines(typescript(fence('typescript', "import { bucket } from '@nitric/sdk'\n\nbucket('x').allow('reed')")))
    // body line 3 is the fence; its code starts on file line 5 + 3 = 8, and the error is its third line
    expect(found).toEqual([expect.stringMatching(/^content\/guide\.mdx:10 \(code block 1\): TS2345: .*"reed"/)])
  })

  it('compile v0 samples against the v0 package', () => {
    const v0 = fence('typescript', "import { queue } from '@nitric/sdk'\nexport const q = queue('jobs').for('sending')", 'version=v0')
    expect(typescript(v0)).toEqual([])
    expect(typescript(v0.replace(' version=v0', ''))).toHaveLength(1)
  })

  it('let an unfinished sample through only when it is marked fragment', () => {
    const partial = 'await receipts.file("a").read()'
    expect(typescript(fence('typescript', partial))).not.toEqual([])
    expect(typescript(fence('typescript', partial, 'fragment'))).toEqual([])
  })
})

describe('Python samples', () => {
  const good = 'from nitric.application import Nitric\nfrom nitric.resources import bucket\n\nfiles = bucket("f").allow("read")\nNitric.run()'

  it('pass when they parse and use only names of their SDK version', () => {
    expect(others(fence('python', good))).toEqual([])
  })

  it('fail on a syntax error, naming the line', () => {
    expect(lines(others(fence('python', 'import asyncio\nawait asyncio.sleep(1)\ndef broken(:\n  pass')))).toEqual([
      expect.stringMatching(/^content\/guide\.mdx:10 \(code block 1\): SyntaxError/),
    ])
  })

  it('fail on a name or member the SDK version lacks', () => {
    const found = lines(others(fence('python', good.replace('bucket\n', 'bucket, collection\n').replace('Nitric.run()', 'Nitric.start()'))))
    expect(found).toEqual([
      expect.stringContaining(':9 (code block 1): nitric.resources has no collection in fixture python-sdk'),
      expect.stringContaining(':12 (code block 1): Nitric has no member start in fixture python-sdk'),
    ])
  })

  it('allow a fragment that does not parse only when it is marked', () => {
    expect(others(fence('python', 'await files.file("a").read()'))).toHaveLength(1)
    expect(others(fence('python', 'await files.file("a").read()', 'fragment'))).toEqual([])
  })
})

describe('Go samples', () => {
  const good = 'package main\n\nimport (\n\t"github.com/nitrictech/go-sdk/nitric"\n)\n\nfunc main() {\n\tnitric.NewBucket("x")\n\tnitric.Run()\n}'

  it('pass when gofmt parses them and they use exported names of their version', () => {
    expect(others(fence('go', good))).toEqual([])
  })

  it('fail on a parse error or an identifier the version lacks, naming the line', () => {
    expect(lines(others(fence('go', good.replace('func main() {', 'func main() {{'))))[0]).toMatch(/^content\/guide\.mdx:\d+ \(code block 1\): gofmt: /)
    expect(lines(others(fence('go', good.replace('nitric.Run()', 'nitric.Start()'))))).toEqual([
      expect.stringContaining(':16 (code block 1): github.com/nitrictech/go-sdk/nitric has no Start in fixture go-sdk'),
    ])
  })

  it('do not parse a marked fragment, but still check its names', () => {
    expect(others(fence('go', 'bucket := nitric.NewBucket("x")', 'fragment'))).toEqual([])
  })
})

describe('Dart, C#, Java and Kotlin samples', () => {
  it('pass with names of their version and fail on others', () => {
    expect(others(fence('dart', "import 'package:nitric_sdk/nitric.dart';\n\nvoid main() {\n  Nitric.bucket('x');\n}"))).toEqual([])
    expect(lines(others(fence('dart', "import 'package:nitric_sdk/nitric.dart';\n\nvoid main() {\n  Nitric.collection('x');\n}")))).toEqual([
      expect.stringContaining(':11 (code block 1): Nitric has no member collection in fixture dart-sdk'),
    ])
    expect(lines(others(fence('dart', "import 'package:nitric_sdk/missing.dart';")))).toEqual([
      expect.stringContaining('fixture dart-sdk has no module package:nitric_sdk/missing.dart'),
    ])
    expect(others(fence('csharp', 'using Nitric.Sdk;\n\nNitric.Bucket("x");\nNitric.Run();'))).toEqual([])
    expect(lines(others(fence('csharp', 'using Nitric.Sdk;\n\nNitric.Collection<object>("x");')))).toEqual([expect.stringContaining('Nitric has no member Collection')])
    expect(others(fence('java', 'import io.nitric.Nitric;\n\nclass App { void main() { Nitric.INSTANCE.bucket("x"); } }'))).toEqual([])
    expect(lines(others(fence('kotlin', 'import io.nitric.Nitric\n\nfun main() { Nitric.topics("x") }')))).toEqual([expect.stringContaining('Nitric has no member topics')])
    expect(lines(others(fence('kotlin', 'import io.nitric.Missing')))).toEqual([expect.stringContaining('io.nitric has no Missing')])
  })
})
