/**
 * MCP benchmark: npm run bench:mcp [-- --url http://127.0.0.1:3000/docs/api/mcp --runs 20]
 *
 * Calls every tool of a running site's MCP server with the SDK's own client (Streamable HTTP, one
 * POST per call, as agents call it) and prints, per tool, p50/p95 of the round trip over varied
 * arguments, the slowest first call (a page converted to Markdown for the first time), and the size
 * of the largest answer. Start the server with MCP_MS_PER_SECOND=0, or its time budget answers 429
 * part way through (counted and reported as refused).
 */
import { parseArgs } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000/docs/api/mcp' }, runs: { type: 'string', default: '20' } } })
const runs = Number(values.runs)

/** Arguments per tool: typical calls, misses and the largest answers the tools give. */
const CASES: Record<string, Array<Record<string, unknown>>> = {
  search_docs: [
    { query: 'schedule cron' },
    { query: 'bucket read file', sdk: 'nodejs' },
    { query: 'publish to a topic', sdk: 'python', version: 'v0' },
    { query: 'deploy to aws', limit: 25 },
    { query: 'websocket connect message', sdk: 'go' },
  ],
  get_page: [
    { path: '/storage' },
    { path: '/reference/nodejs/storage/bucket-file-read', heading: 'examples' },
    { path: '/getting-started/quickstart' },
    { path: '/reference/support-matrix' },
    { path: '/storge' },
  ],
  list_sdks: [{}],
  get_symbol: [
    { sdk: 'nodejs', name: 'bucket.file.read' },
    { sdk: 'python', version: 'v0', name: 'topic.publish' },
    { sdk: 'go', name: 'NewApi' },
    { sdk: 'nodejs', name: 'delete' },
    { sdk: 'nodejs', version: 'v0', name: 'oidcRule' },
  ],
  list_equivalents: [
    { sdk: 'nodejs', name: 'bucket.file.read' },
    { sdk: 'python', name: 'secret.access' },
    { sdk: 'dart', name: 'api' },
  ],
  diff_versions: [
    { sdk: 'nodejs', from: 'v0', to: 'v1' },
    { sdk: 'python', from: 'v0', to: 'v1' },
    { sdk: 'go', from: 'v0', to: 'v1' },
  ],
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]
}

async function main() {
  const client = new Client({ name: 'bench-mcp', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(values.url)))
  const { tools } = await client.listTools()
  const missing = Object.keys(CASES).filter((name) => !tools.some((tool) => tool.name === name))
  if (missing.length) throw new Error(`the server lacks ${missing.join(', ')}`)

  let largest = { bytes: 0, label: '' }
  let refused = 0
  async function timed(name: string, args: Record<string, unknown>): Promise<number | undefined> {
    const started = performance.now()
    try {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult
      const elapsed = performance.now() - started
      const bytes = Buffer.byteLength(result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''))
      if (bytes > largest.bytes) largest = { bytes, label: `${name} ${JSON.stringify(args)}` }
      return elapsed
    } catch (error) {
      if (/429/.test(String(error))) refused++
      else throw error
      return undefined
    }
  }

  // The first call of each case: pages and sections converted for the first time since the server started.
  const first = new Map<string, number>()
  for (const [name, cases] of Object.entries(CASES)) {
    for (const args of cases) {
      const ms = await timed(name, args)
      if (ms !== undefined) first.set(name, Math.max(first.get(name) ?? 0, ms))
    }
  }

  console.log(`MCP ${values.url}: ${runs} runs of each case after one warm-up pass\n`)
  console.log('tool               cases   calls    p50 ms    p95 ms   first call max ms')
  for (const [name, cases] of Object.entries(CASES)) {
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      for (const args of cases) {
        const ms = await timed(name, args)
        if (ms !== undefined) times.push(ms)
      }
    }
    times.sort((a, b) => a - b)
    const row = [name.padEnd(18), String(cases.length).padStart(5), String(times.length).padStart(7), percentile(times, 0.5).toFixed(1).padStart(9), percentile(times, 0.95).toFixed(1).padStart(9), (first.get(name) ?? 0).toFixed(1).padStart(20)]
    console.log(row.join(' '))
  }
  console.log(`\nlargest answer: ${largest.bytes} bytes of text (${largest.label})`)
  if (refused) console.log(`refused with 429: ${refused} calls; start the server with MCP_MS_PER_SECOND=0 to measure without the budget`)
  await client.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
