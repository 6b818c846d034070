import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { MAX_ANSWER_CHARS } from '@/lib/mcp/limits'
import { SDKS } from '@/lib/sdks'
import { call, connectedClient, sources } from './helpers'

let client: Client
beforeAll(async () => {
  client = await connectedClient()
  // The site's search index takes seconds to build on a busy machine: once, before the timed tests.
  sources.searchEngine()
}, 120_000)

const SITE = 'https://nitric.io/docs'

describe('tools/list', () => {
  it('offers the six tools, each described, with every string and number argument bounded', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_sdks', 'get_symbol', 'list_equivalents', 'diff_versions'])
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80)
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true)
      for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {}) as Array<[string, Record<string, unknown>]>) {
        if (schema.type === 'string' && !schema.enum) expect(schema.maxLength, `${tool.name}.${name}`).toBeTypeOf('number')
        if (schema.type === 'integer' || schema.type === 'number') expect(schema.maximum, `${tool.name}.${name}`).toBeTypeOf('number')
      }
    }
  })
})

describe('search_docs', () => {
  it('answers titles, absolute URLs, sections and snippets', async () => {
    const { text, isError } = await call(client, 'search_docs', { query: 'bucket read file', limit: 3 })
    expect(isError).toBe(false)
    expect(text).toMatch(/^3 of \d+ results for "bucket read file" in all pages:/)
    expect(text).toContain(`   ${SITE}/`)
    expect(text).toContain('   Section: ')
  })

  it('scopes to one SDK version and the general pages, as the dialog does on that version', async () => {
    const { text } = await call(client, 'search_docs', { query: 'read file', sdk: 'python', version: 'v0', limit: 25 })
    const urls = [...text.matchAll(/^ {3}(https:\S+)$/gm)].map(([, url]) => url)
    expect(urls.length).toBeGreaterThan(5)
    const sdkReference = new RegExp(`^${SITE}/reference/(${SDKS.map((sdk) => sdk.id).join('|')})(/|#|$)`)
    for (const url of urls.filter((url) => sdkReference.test(url))) expect(url, 'another SDK version').toMatch(new RegExp(`^${SITE}/reference/python/v0[/#]`))
    expect(urls.some((url) => url.startsWith(`${SITE}/reference/python/v0/`))).toBe(true)
  })

  it('refuses a version without an SDK, and an SDK version that does not exist, saying what to send', async () => {
    expect(await call(client, 'search_docs', { query: 'x', version: 'v0' })).toEqual({ isError: true, text: expect.stringContaining('version needs sdk') })
    expect(await call(client, 'search_docs', { query: 'x', sdk: 'dart', version: 'v0' })).toEqual({ isError: true, text: 'Dart (dart) has no version v0. Its versions: v1 (latest).' })
  })

  it('refuses arguments past their bounds', async () => {
    for (const args of [{ query: '' }, { query: 'x'.repeat(257) }, { query: 'x', limit: 26 }, { query: 'x', sdk: 'cobol' }]) {
      expect((await call(client, 'search_docs', args)).isError, JSON.stringify(args).slice(0, 60)).toBe(true)
    }
  })
})

describe('get_page', () => {
  it('answers the page as Markdown, however its path is written', async () => {
    const expected = (await call(client, 'get_page', { path: '/storage' })).text
    expect(expected).toMatch(/^# Storage\n/)
    for (const path of ['storage', '/docs/storage', `${SITE}/storage`, '/storage.md', '/storage/']) expect((await call(client, 'get_page', { path })).text, path).toBe(expected)
  })

  it('answers one section for a heading, from its heading to the next of the same level', async () => {
    const { text, isError } = await call(client, 'get_page', { path: '/reference/nodejs/storage/bucket-file-read', heading: 'Examples' })
    expect(isError).toBe(false)
    expect(text).toMatch(new RegExp(`^# bucket\\.file\\.read\\(\\)\\n\\nSection of ${SITE}/reference/nodejs/storage/bucket-file-read#examples\\n\\n## Examples\\n`))
    expect(text).toContain('### Read a JSON document')
    expect(text).not.toContain('## Notes')
    expect((await call(client, 'get_page', { path: `${SITE}/reference/nodejs/storage/bucket-file-read#examples` })).text).toBe(text)
  })

  it('lists the headings when the one asked for is not there', async () => {
    const { text, isError } = await call(client, 'get_page', { path: '/reference/nodejs/storage/bucket-file-read', heading: 'Nope' })
    expect(isError).toBe(true)
    expect(text).toContain('has no heading "Nope". Its headings (pass one as heading): returns, examples,')
  })

  it('names the closest pages for an unknown path', async () => {
    const { text, isError } = await call(client, 'get_page', { path: '/storge' })
    expect(isError).toBe(true)
    expect(text).toMatch(new RegExp(`^No page at /storge\\. Closest pages \\(pass one as path\\):\\n- Storage: ${SITE}/storage\\n`))
  })

  // Every page's Markdown is under the answer limit (issue 43; tests/unit/markdown/llms-size.test.ts), so
  // even the support matrix, once the longest by far, comes whole; answer.test.ts covers the cut itself.
  it('answers the support matrix whole, within the answer limit', async () => {
    const { text } = await call(client, 'get_page', { path: '/reference/support-matrix' })
    expect(text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS)
    expect(text).not.toContain('[Truncated:')
    expect(text).toContain('## Reading the gaps')
  })
})

describe('list_sdks', () => {
  it('names every SDK with its status, versions and packages', async () => {
    const { text } = await call(client, 'list_sdks', {})
    for (const sdk of SDKS) {
      expect(text).toContain(`- ${sdk.label} (sdk "${sdk.id}"): ${sdk.status}`)
      for (const version of sdk.versionInfo) expect(text).toContain(`package \`${version.package}\``)
    }
    expect(text).toContain(`  - v1 (latest): package \`@nitric/sdk\``)
  })
})

describe('get_symbol', () => {
  it('answers the signature, parameters, return value, permissions, page and examples', async () => {
    const { text, isError } = await call(client, 'get_symbol', { sdk: 'nodejs', name: 'bucket' })
    expect(isError).toBe(false)
    expect(text).toMatch(/^# bucket\(\) \(Node\.js v1\)\n\nPage: https:\/\/nitric\.io\/docs\/reference\/nodejs\/storage\/bucket\n/)
    for (const part of ['## Signature\n\n```typescript\nbucket(name: string): BucketResource\n```', '## Parameters\n\n- `name` (string, required): ', '## Returns\n\n`BucketResource`', '## Permissions\n\n`read`, `write`, `delete`', '## Examples\n\n']) {
      expect(text).toContain(part)
    }
  })

  it('says since when a method exists and answers in the version asked for', async () => {
    expect((await call(client, 'get_symbol', { sdk: 'nodejs', version: 'v1', name: 'bucket.allow' })).text).toContain('Since: v1.1.1')
    expect((await call(client, 'get_symbol', { sdk: 'nodejs', version: 'v0', name: 'bucket' })).text).toMatch(/^# bucket\(\) \(Node\.js v0\)\n\nPage: https:\/\/nitric\.io\/docs\/reference\/nodejs\/v0\/storage\/bucket\n/)
  })

  it('answers "did you mean" and missing-in-version as tool errors', async () => {
    expect(await call(client, 'get_symbol', { sdk: 'nodejs', name: 'delete' })).toEqual({ isError: true, text: expect.stringMatching(/is ambiguous in Node\.js v1\. Did you mean: /) })
    expect(await call(client, 'get_symbol', { sdk: 'nodejs', version: 'v0', name: 'oidcRule' })).toEqual({ isError: true, text: expect.stringContaining('It is in v1') })
  })
})

describe('list_equivalents', () => {
  it('lists the operation in every other SDK version, and those without it', async () => {
    const read = (await call(client, 'list_equivalents', { sdk: 'nodejs', name: 'File.read' })).text
    expect(read).toMatch(/^bucket\.file\.read\(\) in Node\.js v1 is the operation `bucket\.read`\./)
    expect(read).toContain(`- Go v1 (go v1): bucket.Read ${SITE}/reference/go/storage/bucket-read`)
    expect(read).toContain('- Node.js v0 (nodejs v0): bucket.file.read')
    const oidc = (await call(client, 'list_equivalents', { sdk: 'nodejs', name: 'oidcRule' })).text
    expect(oidc).toMatch(/Not available in: .*Node\.js v0 \(nodejs v0\)/)
  })
})

describe('diff_versions', () => {
  it('lists what was added, removed and changed between two versions', async () => {
    const { text } = await call(client, 'diff_versions', { sdk: 'nodejs', from: 'v0', to: 'v1' })
    expect(text).toMatch(/^# Node\.js: v0 → v1\n\n\d+ operations changed, \d+ unchanged\./)
    expect(text).toContain('- added `oidc`: oidcRule')
    expect(text).toContain('- removed `jwt`: jwt')
    expect(text).toMatch(/- changed `api`: api .*\n {2}before: `api<Defs extends string>/)
  })

  it('refuses the same version twice and versions that do not exist', async () => {
    expect((await call(client, 'diff_versions', { sdk: 'nodejs', from: 'v1', to: 'v1' })).text).toContain('from and to are both v1')
    expect((await call(client, 'diff_versions', { sdk: 'jvm', from: 'v0', to: 'v1' })).text).toBe('JVM (jvm) has no version v1. Its versions: v0 (latest).')
  })
})

describe('an unknown tool', () => {
  it('is an error result, not a crash', async () => {
    expect((await call(client, 'drop_tables', {})).isError).toBe(true)
  })
})
