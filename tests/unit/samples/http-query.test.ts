import { describe, expect, it } from 'vitest'
import type { DocPage } from '@/lib/content/loader'
import { parseMdx } from '@/lib/content/parse'
import { formatProblem, pageSamples } from '@/lib/samples/extract'
import { fragmentHttpQueryProblems } from '@/lib/samples/http-query'
import { NODE_SDK_PACKAGES } from '@/lib/samples/site'
import { checkTypeScriptSamples } from '@/lib/samples/typescript'

function page(body: string): DocPage {
  const { tree, headings } = parseMdx(body, 'content/guide.mdx')
  return { route: '/guide', slug: [], file: 'content/guide.mdx', title: 't', description: 'd', unlisted: false, headings, blocks: [], links: [], tree, bodyLine: 5 }
}

const fence = (code: string, meta = '', lang = 'typescript') => `Intro.\n\n\`\`\`${lang}${meta ? ' ' + meta : ''}\n${code}\n\`\`\`\n`
const check = (code: string, meta = '', lang = 'typescript') =>
  checkTypeScriptSamples(pageSamples(page(fence(code, meta, lang))), { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES }).map(formatProblem)
const checkFragment = (code: string) => pageSamples(page(fence(code, 'fragment'))).flatMap(fragmentHttpQueryProblems).map(formatProblem)

const http = (body: string) => `import { api } from '@nitric/sdk'\n\napi('main').get('/x', async (ctx) => {\n${body}\n  return ctx\n})`
const socket = (body: string) => `import { websocket } from '@nitric/sdk'\n\nwebsocket('chat').on('connect', async (ctx) => {\n${body}\n  return ctx\n})`
const QUIRK = /HTTP query parameter sent once is a plain string/

describe('the HTTP query index rule', () => {
  it('fails on a planted ctx.req.query.x?.[0] in a v1 HTTP handler, naming the line', () => {
    // the code starts on file line 5 + 3 = 8; the read is its fourth line
    expect(check(http("  console.log(ctx.req.query.x?.[0])"))).toEqual([expect.stringMatching(/^content\/guide\.mdx:11 \(code block 1\): .*HTTP query parameter sent once/)])
  })

  it('fails on the other ways of indexing one value', () => {
    const bodies = [
      "  console.log(ctx.req.query['x'][0])",
      '  console.log(ctx.req.query.x.at(0))',
      '  const [x] = ctx.req.query.x\n  console.log(x)',
      '  const { x } = ctx.req.query\n  console.log(x?.[0])',
      '  const q = ctx.req.query\n  console.log(q.x?.[0])',
      '  const { query } = ctx.req\n  console.log(query.x[0])',
      '  const x = ctx.req.query.x\n  console.log(x[0])',
    ]
    // one page, one compiler program: each block is reported once
    const found = checkTypeScriptSamples(pageSamples(page(bodies.map((body) => fence(http(body))).join('\n'))), { root: process.cwd(), sdkPackages: NODE_SDK_PACKAGES })
    expect(found.map((problem) => problem.block)).toEqual(bodies.map((_, i) => i + 1))
    for (const problem of found) expect(problem.message).toMatch(QUIRK)
  })

  it('fails in JavaScript samples and in v0 samples (v0.16.2 parses the query the same way)', () => {
    expect(check(http('  console.log(ctx.req.query.x?.[0])'), '', 'javascript')).toEqual([expect.stringMatching(QUIRK)])
    expect(check(http('  console.log(ctx.req.query.x?.[0])'), 'version=v0')).toEqual([expect.stringMatching(QUIRK)])
  })

  it('passes in a websocket handler, whose query values are lists', () => {
    expect(check(socket('  console.log(ctx.req.query.x?.[0])'))).toEqual([])
    expect(check(socket("  const { x } = ctx.req.query\n  console.log(x?.[0], ctx.req.query['y'][0])"))).toEqual([])
    expect(check(socket('  console.log(ctx.req.query.x?.[0])'), 'version=v0')).toEqual([])
  })

  it('passes a helper that takes both shapes, and other objects named query', () => {
    const helper = 'const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)\n'
    expect(check(helper + http('  console.log(first(ctx.req.query.x))'))).toEqual([])
    const guarded = "  const raw = ctx.req.query['x']\n  console.log(Array.isArray(raw) ? raw[0] : raw, Array.isArray(ctx.req.query.y) && ctx.req.query.y[0])"
    expect(check(http(guarded))).toEqual([])
    expect(check("const request = { query: { tags: ['a', 'b'] } }\nexport const tag = request.query.tags[0]")).toEqual([])
  })

  it('reads fragments by the handler they sit in', () => {
    expect(checkFragment("main.get('/x', async (ctx) => ctx.res.json({ mode: ctx.req.query.mode?.[0] }))")).toEqual([expect.stringMatching(QUIRK)])
    expect(checkFragment("main.get('/x', async (ctx) => ctx.res.json({ mode: Array.isArray(ctx.req.query.m) ? ctx.req.query.m[0] : ctx.req.query.m }))")).toEqual([])
    expect(checkFragment("chat.on('message', async (ctx) => {\n  console.log(ctx.req.query.room?.[0])\n  return ctx\n})")).toEqual([])
  })
})
