import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { formatProblem, pageSamples } from '@/lib/samples/extract'
import { checkGuideProjects, guidePackagesInstalled } from '@/lib/samples/guide-check'
import { guideProjects } from '@/lib/samples/guide-projects'
import { GUIDE_PACKAGES_DIR, NODE_SDK_PACKAGES } from '@/lib/samples/site'
import { checkTypeScriptSamples, type SourceFileCache } from '@/lib/samples/typescript'

const FIXTURES = join(__dirname, 'fixtures', 'guides')
const BODY_LINE = 5
const fixture = (name: string) => readFileSync(join(FIXTURES, `${name}.mdx`), 'utf8')

/** A guide page as the loader makes it (body from file line 5), at /guides/nodejs/{name} unless another route is given. */
function page(name: string, body: string, route = `/guides/nodejs/${name}`): DocPage {
  const file = `content/guides/nodejs/${name}.mdx`
  const { tree, headings } = parseMdx(body, file)
  return { route, slug: [], file, title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: BODY_LINE }
}

/** The file line of the body line holding `text`. */
function lineOf(body: string, text: string): number {
  const index = body.split('\n').findIndex((line) => line.includes(text))
  if (index === -1) throw new Error(`no line holds ${text}`)
  return BODY_LINE + index
}

const options = { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES, packagesDir: join(process.cwd(), GUIDE_PACKAGES_DIR) }
// Parsed library files are shared by the tests, as by the checks of one content check.
const cache: SourceFileCache = new Map()
const check = async (name: string, body: string) => (await checkGuideProjects(pageSamples(page(name, body)), options, cache)).map(formatProblem)

describe('guide projects', () => {
  beforeAll(() => {
    if (!guidePackagesInstalled(options.packagesDir)) throw new Error(`the guides' packages are missing: run npm install --ignore-scripts in ${GUIDE_PACKAGES_DIR} (npm test does)`)
  })

  it('compile a guide’s titled blocks together, so a file may import another', async () => {
    expect(await check('shop', fixture('shop'))).toEqual([])
  })

  it('name the guide, block and line of an import another file of the guide does not satisfy', async () => {
    const body = fixture('shop').replace('export function total', 'export function sum')
    expect(await check('shop', body)).toEqual([
      expect.stringMatching(new RegExp(`^content/guides/nodejs/shop\\.mdx:${lineOf(body, "from '../src/prices'")} \\(code block 2\\): TS2305: .*has no exported member 'total'`)),
    ])
  })

  it('leave titled blocks outside the guides as modules of their own', async () => {
    const samples = pageSamples(page('shop', fixture('shop'), '/apis'))
    expect(guideProjects(samples)).toEqual([])
    expect(checkTypeScriptSamples(samples, options, cache).map((p) => p.message)).toEqual([expect.stringContaining("TS2307: Cannot find module '../src/prices'")])
  })

  it('compile against the third-party packages of the guides’ workspace and catch a wrong use of them', async () => {
    const body = fixture('express')
    expect(await check('express', body)).toEqual([])
    const broken = body.replace('res.status(200)', "res.status('200')")
    expect(await check('express', broken)).toEqual([
      expect.stringMatching(new RegExp(`^content/guides/nodejs/express\\.mdx:${lineOf(broken, "res.status('200')")} \\(code block 1\\): TS2345: .*'string'.*'number'`)),
    ])
  })

  it('check a file that a later block replaces against the project as it stood then, and report each block once', async () => {
    const early = fixture('shop').replace('ctx.res.json({ cents: total(prices) })', 'ctx.res.json({ cents: total(prices[0]) })')
    const body = `${early}\nThen the finished service:\n\n${fixture('shop').slice(fixture('shop').indexOf('```typescript title="services/shop.ts"'))}`
    const found = await check('shop', body)
    expect(found).toEqual([expect.stringMatching(new RegExp(`^content/guides/nodejs/shop\\.mdx:${lineOf(body, 'total(prices[0])')} \\(code block 2\\): TS2345`))])
    expect(guideProjects(pageSamples(page('shop', body)))[0].states.map((s) => [...s.report].map((sample) => sample.block))).toEqual([[2], [1, 3]])
  })

  it('skip a block marked fragment, which is no file of the project', async () => {
    const body = `${fixture('shop')}\n\`\`\`typescript title="services/shop.ts" fragment\nshop.get('/later', handler)\n\`\`\`\n`
    expect(await check('shop', body)).toEqual([])
  })

  it('take the compiler options of the guide’s tsconfig.json block', async () => {
    const code = [
      '```typescript title="src/service.ts"',
      'const Token = (): ParameterDecorator => () => undefined',
      'export class Service {',
      '  constructor(@Token() readonly name: string) {}',
      '}',
      '```',
    ].join('\n')
    const tsconfig = '```json title="tsconfig.json"\n{ "compilerOptions": { "experimentalDecorators": true } }\n```\n'
    expect(await check('nest', code)).toEqual([expect.stringContaining('TS1206: Decorators are not valid here')])
    expect(await check('nest', `${tsconfig}\n${code}`)).toEqual([])
  })

  it('ask for a file path in a titled block’s title', async () => {
    const body = '```typescript title="The service"\nexport const a = 1\n```\n'
    expect(await check('titles', body)).toEqual([expect.stringContaining('(code block 1): title="The service" must be a file path inside the project')])
  })

  it('generate the Prisma client from the guide’s schema and check the queries against it', { timeout: 90_000 }, async () => {
    const body = fixture('prisma')
    expect(await check('prisma', body)).toEqual([])
    const broken = body.replace('where: { name }', 'where: { title: name }')
    expect(await check('prisma', broken)).toEqual([
      expect.stringMatching(new RegExp(`^content/guides/nodejs/prisma\\.mdx:${lineOf(broken, 'where: { title: name }')} \\(code block 2\\): TS2353: .*'title'`)),
    ])
    const invalid = body.replace('name String', 'name Strin')
    expect(await check('prisma', invalid)).toEqual([expect.stringMatching(/^content\/guides\/nodejs\/prisma\.mdx:\d+ \(code block 1\): prisma generate failed: .*Strin/s)])
  })
})
