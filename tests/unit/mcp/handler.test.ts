import { handleMcpRequest, type McpHandlerOptions } from '@/lib/mcp/handler'
import { MAX_BODY_BYTES } from '@/lib/mcp/limits'
import { loadMcpSettings } from '@/lib/mcp/settings'
import type { SearchBudget } from '@/lib/search/search-budget'
import { sources } from './helpers'

const URL = 'http://127.0.0.1/docs/api/mcp'
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }

function post(body: unknown, headers: Record<string, string> = HEADERS): Request {
  return new Request(URL, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

const logged: unknown[][] = []
const logger = { warn: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) }
const options: McpHandlerOptions = { sources: () => sources, enabled: true, logger }

const toolCall = (name: string, args: Record<string, unknown>, id = 1) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })

async function rpc(response: Response) {
  return (await response.json()) as { result?: { content: Array<{ text: string }>; isError?: boolean; serverInfo?: { name: string } }; error?: { code: number; message: string } }
}

describe('handleMcpRequest', () => {
  // The site's search index takes seconds to build on a busy machine: once, before the timed tests.
  beforeAll(() => void sources.searchEngine(), 120_000)

  beforeEach(() => {
    logged.length = 0
  })

  it('initializes without a session id and answers JSON', async () => {
    const response = await handleMcpRequest(post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }), options)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('mcp-session-id')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await rpc(response)).result?.serverInfo?.name).toBe('nitric-docs')
  })

  it('answers a tool call, and logs nothing of it', async () => {
    const response = await handleMcpRequest(post(toolCall('search_docs', { query: 'secret-words-of-a-reader' })), options)
    expect(response.status).toBe(200)
    expect((await rpc(response)).result?.content[0].text).toContain('secret-words-of-a-reader')
    expect(JSON.stringify(logged)).not.toContain('secret-words')
  })

  it('answers GET, DELETE and other methods 405 with Allow', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await handleMcpRequest(new Request(URL, { method }), options)
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('POST, OPTIONS')
      expect((await rpc(response)).error?.code, method).toBe(-32000)
    }
  })

  it('answers OPTIONS with the methods and CORS headers', async () => {
    const response = await handleMcpRequest(new Request(URL, { method: 'OPTIONS' }), options)
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version')
  })

  it('refuses an oversized body before parsing it', async () => {
    const huge = JSON.stringify(toolCall('search_docs', { query: 'x'.repeat(MAX_BODY_BYTES) }))
    const response = await handleMcpRequest(post(huge), options)
    expect(response.status).toBe(413)
    expect((await rpc(response)).error?.message).toContain(`at most ${MAX_BODY_BYTES} bytes`)
  })

  it.each([
    ['not JSON', '{"jsonrpc": "2.0", ', 400, -32700],
    ['an empty batch', '[]', 400, -32600],
    ['a batch of six', JSON.stringify(Array.from({ length: 6 }, (_, i) => toolCall('list_sdks', {}, i + 1))), 400, -32600],
    ['not JSON-RPC', '{"hello": "world"}', 400, -32700],
  ])('refuses %s with a JSON-RPC error', async (_label, body, status, code) => {
    const response = await handleMcpRequest(post(body), options)
    expect(response.status).toBe(status)
    expect((await rpc(response)).error?.code).toBe(code)
  })

  it('leaves Accept and Content-Type to the SDK: 406 and 415', async () => {
    expect((await handleMcpRequest(post(toolCall('list_sdks', {}), { ...HEADERS, accept: 'application/json' }), options)).status).toBe(406)
    expect((await handleMcpRequest(post(toolCall('list_sdks', {}), { ...HEADERS, 'content-type': 'text/plain' }), options)).status).toBe(415)
  })

  it('answers invalid arguments and unknown tools as errors the agent can read', async () => {
    const invalid = await rpc(await handleMcpRequest(post(toolCall('get_symbol', { sdk: 'nodejs', name: 'x'.repeat(5000) })), options))
    expect(invalid.result?.isError).toBe(true)
    expect(invalid.result?.content[0].text).toContain('Invalid arguments for tool get_symbol')
    const unknown = await rpc(await handleMcpRequest(post(toolCall('drop_tables', {})), options))
    expect(unknown.result?.isError).toBe(true)
  })

  it('answers 429 with Retry-After when the time budget is used up, and charges the calls it lets in', async () => {
    const charged: number[] = []
    const refusing: SearchBudget = { admit: async () => ({ allowed: false, retryAfterSeconds: 2 }), charge: async () => {} }
    const response = await handleMcpRequest(post(toolCall('list_sdks', {})), { ...options, budget: refusing })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32000, message: 'Too many requests: the docs server is busy; send this call again in 2 s', data: { retryAfterSeconds: 2 } },
    })
    const counting: SearchBudget = { admit: async () => ({ allowed: true }), charge: async (_client, ms) => void charged.push(ms) }
    expect((await handleMcpRequest(post(toolCall('list_sdks', {})), { ...options, budget: counting })).status).toBe(200)
    expect(charged).toHaveLength(1)
  })

  it('answers 404 when turned off', async () => {
    expect((await handleMcpRequest(post(toolCall('list_sdks', {})), { ...options, enabled: false })).status).toBe(404)
  })
})

describe('loadMcpSettings', () => {
  it('is on by default with its budgets, and MCP_SERVER=false turns it off', () => {
    expect(loadMcpSettings({})).toEqual({ enabled: true, msPerSecond: 100, queueSize: 20, clientMsPerMinute: 3000, clientBurstMs: 3000, trustProxy: false })
    expect(loadMcpSettings({ MCP_SERVER: 'false' }).enabled).toBe(false)
    expect(() => loadMcpSettings({ MCP_MS_PER_SECOND: 'lots' })).toThrow(/MCP_MS_PER_SECOND/)
    expect(() => loadMcpSettings({ MCP_QUEUE_SIZE: '-1' })).toThrow(/MCP_QUEUE_SIZE/)
    expect(() => loadMcpSettings({ MCP_CLIENT_BURST_MS: '1.5' })).toThrow(/MCP_CLIENT_BURST_MS/)
  })
})
