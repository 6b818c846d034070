import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { DOCS_TOOLS } from '../../src/lib/mcp/server'
import { expect, test } from './fixtures'

// The MCP server against the production build, with the SDK's own client over Streamable HTTP.

async function connect(baseURL: string | undefined, path = 'api/mcp'): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(path, baseURL)))
  return client
}

async function text(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), isError: result.isError === true }
}

test.describe('the MCP server', () => {
  test('connects without a session and lists its six read-only tools', async ({ baseURL }) => {
    const client = await connect(baseURL)
    expect(client.getServerVersion()?.name).toBe('nitric-docs')
    expect(client.getInstructions()).toContain('list_sdks')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_sdks', 'get_symbol', 'list_equivalents', 'diff_versions'])
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true)
    await client.close()
  })

  test('answers every tool from the site', async ({ baseURL }) => {
    const client = await connect(baseURL)
    const site = 'https://nitric.io/docs'

    const sdks = await text(client, 'list_sdks', {})
    expect(sdks.text).toContain('- Node.js (sdk "nodejs"): stable')

    const search = await text(client, 'search_docs', { query: 'schedule cron', limit: 5 })
    expect(search.text).toMatch(/^5 of \d+ results for "schedule cron" in all pages:\n\n1\. /)
    expect(search.text).toContain(`${site}/schedules`)

    const scoped = await text(client, 'search_docs', { query: 'read file', sdk: 'go', version: 'v0', limit: 10 })
    expect(scoped.text).toContain(`${site}/reference/go/v0/`)
    expect(scoped.text).not.toMatch(/\/reference\/(nodejs|python|dart|csharp|jvm)\//)

    const page = await text(client, 'get_page', { path: '/storage' })
    expect(page.text).toMatch(/^# Storage\n/)
    const section = await text(client, 'get_page', { path: `${site}/reference/nodejs/storage/bucket-file-read`, heading: 'examples' })
    expect(section.text).toMatch(/## Examples\n/)
    expect(section.text).not.toContain('## Notes')

    const symbol = await text(client, 'get_symbol', { sdk: 'python', name: 'File.read' })
    expect(symbol.text).toMatch(/^# bucket\.file\.read\(\) \(Python v1\)\n/)
    expect(symbol.text).toContain('## Signature\n\n```python\n')
    expect(symbol.text).toContain('## Examples')

    const equivalents = await text(client, 'list_equivalents', { sdk: 'nodejs', name: 'bucket.file.read' })
    expect(equivalents.text).toContain(`- Go v1 (go v1): bucket.Read ${site}/reference/go/storage/bucket-read`)

    const diff = await text(client, 'diff_versions', { sdk: 'nodejs', from: 'v0', to: 'v1' })
    expect(diff.text).toContain('- added `oidc`: oidcRule')
    await client.close()
  })

  test('answers "did you mean" for an ambiguous or misspelt name', async ({ baseURL }) => {
    const client = await connect(baseURL)
    const ambiguous = await text(client, 'get_symbol', { sdk: 'nodejs', name: 'delete' })
    expect(ambiguous.isError).toBe(true)
    expect(ambiguous.text).toMatch(/Did you mean: .*bucket\.file\.delete/)
    const misspelt = await text(client, 'get_symbol', { sdk: 'nodejs', name: 'bucket.file.raed' })
    expect(misspelt.text).toMatch(/^No symbol "bucket\.file\.raed" in Node\.js v1\. Did you mean: .*bucket\.file\.read/)
    const page = await text(client, 'get_page', { path: '/storge' })
    expect(page.text).toContain('Closest pages (pass one as path):\n- Storage: https://nitric.io/docs/storage')
    await client.close()
  })

  test('says which versions have a symbol the older version lacks', async ({ baseURL }) => {
    const client = await connect(baseURL)
    const missing = await text(client, 'get_symbol', { sdk: 'nodejs', version: 'v0', name: 'oidcRule' })
    expect(missing).toEqual({ isError: true, text: expect.stringMatching(/^"oidcRule" is not in Node\.js v0\. It is in v1 \(oidcRule\)/) })
    await client.close()
  })

  test('answers a malformed call with an error the agent can act on', async ({ baseURL, request }) => {
    const client = await connect(baseURL)
    const invalid = await text(client, 'search_docs', { query: 'x', limit: 1000 })
    expect(invalid.isError).toBe(true)
    expect(invalid.text).toContain('Invalid arguments for tool search_docs')
    await client.close()

    const broken = await request.post('./api/mcp', { data: '{"jsonrpc":"2.0",', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } })
    expect(broken.status()).toBe(400)
    expect(await broken.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: expect.stringContaining('Parse error') }, id: null })
  })

  test('answers at its short address /docs/mcp with the same handlers', async ({ baseURL, request }) => {
    const client = await connect(baseURL, 'mcp')
    expect(client.getServerVersion()?.name).toBe('nitric-docs')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(DOCS_TOOLS.map((tool) => tool.name))
    const sdks = await text(client, 'list_sdks', {})
    expect(sdks.text).toContain('- Node.js (sdk "nodejs"): stable')
    await client.close()
    for (const path of ['./mcp', './api/mcp']) {
      const get = await request.get(path)
      expect(get.status(), path).toBe(405)
      expect(get.headers().allow, path).toBe('POST, OPTIONS')
      const unknown = await request.fetch(path, { method: 'FOO' })
      expect(unknown.status(), path).toBe(501)
    }
  })

  test('describes itself at a well-known address, its tools read from the server’s own definitions', async ({ baseURL, request }) => {
    const client = await connect(baseURL)
    const { tools } = await client.listTools()
    await client.close()
    for (const path of ['./.well-known/mcp/server-card.json', './.well-known/mcp.json']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toMatch(/^application\/json/)
      const card = await response.json()
      expect(card.name).toBe('nitric-docs')
      expect(card.transport).toEqual({ type: 'streamable-http', url: expect.stringMatching(/\/docs\/api\/mcp$/) })
      expect(card.tools.map((tool: { name: string }) => tool.name)).toEqual(tools.map((tool) => tool.name))
      for (const tool of card.tools) {
        const listed = tools.find((t) => t.name === tool.name)!
        expect(tool.description).toBe(listed.description)
        expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(Object.keys(listed.inputSchema.properties ?? {}).sort())
      }
    }
  })
})
