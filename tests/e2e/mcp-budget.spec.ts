import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/lib/built-server'
import { ADMISSION_MS } from '../../src/lib/mcp/tool-budget'

// The MCP time budgets at their defaults (the suite's shared server turns them off), against a server
// of the production build of its own, with the SDK's own client, which does not retry a 429.

/** What an agent asks while writing code: one call of every tool, questions and exact lookups. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['list_sdks', {}],
  ['search_docs', { query: 'how do I read a file from a bucket', sdk: 'nodejs', version: 'v1' }],
  ['get_symbol', { sdk: 'nodejs', name: 'bucket.file.read' }],
  ['get_page', { path: '/storage' }],
  ['search_docs', { query: 'deploy my app to AWS', limit: 25 }],
  ['list_equivalents', { sdk: 'nodejs', name: 'bucket.file.read' }],
  ['search_docs', { query: 'schedule a job every day', sdk: 'python' }],
  ['diff_versions', { sdk: 'nodejs', from: 'v0', to: 'v1' }],
]

let server: { origin: string; child: ChildProcess } | undefined
let dataDir = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(join(tmpdir(), 'mcp-budget-'))
  server = await startServer({ FEEDBACK_DB_PATH: join(dataDir, 'feedback.sqlite'), DATABASE_URL: '', REDIS_URL: '' })
})

test.afterAll(() => {
  server?.child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
})

const endpoint = () => new URL('/docs/api/mcp', server!.origin)

/** Makes a call as an agent would; a refusal (the client throws on a 429) is counted, not thrown. */
async function agentCall(client: Client, [name, args]: [string, Record<string, unknown>]): Promise<'answered' | 'refused'> {
  try {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    expect(result.isError, `${name} ${JSON.stringify(args)}`).not.toBe(true)
    return 'answered'
  } catch (error) {
    if (String(error).includes('429')) return 'refused'
    throw error
  }
}

test('an agent making 40 calls one after another, then 5 at once, is never refused', async () => {
  test.setTimeout(120_000)
  const client = new Client({ name: 'polite-agent', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(endpoint()))
  const outcomes: string[] = []
  for (let i = 0; i < 40; i++) outcomes.push(await agentCall(client, CALLS[i % CALLS.length]))
  outcomes.push(...(await Promise.all(CALLS.slice(0, 5).map((call) => agentCall(client, call)))))
  await client.close()
  console.log(`polite agent: ${outcomes.filter((outcome) => outcome === 'refused').length} of ${outcomes.length} calls refused`)
  expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(0)
  expect(outcomes).toHaveLength(45)
})

test('a flood from one client is bounded: at most the budget is let in, the rest gets 429 with Retry-After and a JSON-RPC error it can read', async () => {
  test.setTimeout(60_000)
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'deploy my app to AWS', limit: 25 } } })
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }
  type Answer = { status: number; retryAfter: string | null; body: { error?: { code: number; message: string; data?: { retryAfterSeconds: number } } } }
  const answers: Answer[] = []
  // 40 calls in flight for 5 s, each sent again as soon as it is answered, 429 or not.
  const started = performance.now()
  const stopAt = started + 5000
  await Promise.all(
    Array.from({ length: 40 }, async () => {
      while (performance.now() < stopAt) {
        const response = await fetch(endpoint(), { method: 'POST', headers, body })
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] })
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const answered = answers.filter((answer) => answer.status === 200).length
  const refused = answers.filter((answer) => answer.status === 429)
  console.log(`flood: ${answered} of ${answers.length} calls answered, ${refused.length} refused, in ${seconds.toFixed(1)} s`)
  expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true)
  // Each second of the process's budget (100 ms) lets in at most 100 / ADMISSION_MS calls, whatever waits in the queue.
  expect(answered).toBeLessThanOrEqual((100 / ADMISSION_MS) * (Math.ceil(seconds) + 1))
  expect(refused.length).toBeGreaterThan(0)
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(answer.body.error).toEqual({ code: -32000, message: expect.stringMatching(/^Too many requests: .* again in \d+ s$/), data: { retryAfterSeconds: Number(answer.retryAfter) } })
  }

  // Once it waits as told, the same client is answered again.
  await new Promise((resolve) => setTimeout(resolve, 1000 * Math.max(...refused.map((answer) => Number(answer.retryAfter)))))
  const client = new Client({ name: 'flood-then-wait', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(endpoint()))
  expect(await agentCall(client, CALLS[1])).toBe('answered')
  await client.close()
})
