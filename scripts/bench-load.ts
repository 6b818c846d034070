/**
 * Mixed load against the production build: pages, search (DocSearch's request and the largest
 * request the service accepts), social images (cached and new) and feedback, all at once, for a
 * bounded time, on this machine only. Prints per route: requests per second, p50/p99 latency,
 * status counts, errors and 5xx (goal: 0); and the server's memory (resident set of its process
 * tree) at start, at its peak and at the end (goal: flat after warm-up).
 * Usage: npm run bench:load [-- --seconds 20 --connections 8 --only page --search-lever --url http://127.0.0.1:3000 --node-options "--max-old-space-size=512" --heap-after-gc]
 * `--only page` (or another group name, comma-separated) loads those groups alone, e.g. a page's
 * throughput on its own; `--search-lever` measures pages alone and then beside two clients sending the
 * largest search call the caps allow back to back (issue 33: two such clients of the old caps cut page
 * throughput from 2,098 to 361 req/s), and prints both; `--path /docs/apis` (repeatable) loads each of those addresses alone, one
 * after the other; `--encoding br` asks for compressed answers as browsers do; `--mcp-flood` measures
 * pages alone and beside one client calling MCP tools as fast as it can (`--flood-connections`, 8,
 * calls in flight at once, each the costliest search_docs the caps allow, sent again as soon as it
 * is answered, 429 or not), `--rounds` times (3) interleaved, and prints both medians and their ratio
 * (issue 43: pages keep at least 80% of their throughput).
 * Without --url it starts `npm start`'s server of the existing build (npm run build first) with the
 * feedback rate limits off (the search budgets keep their defaults, so past SEARCH_MS_PER_SECOND
 * the search groups count 429s, as production would) and a throwaway SQLite file, with `npm start`'s Node.js flags (its heap
 * ceiling) plus any `--node-options`, to compare heap settings. A soak (2 minutes or more) prints the
 * server's RSS once a minute; with `--heap-after-gc` also the heap it still holds after a full garbage
 * collection (forced for the reading, so RSS then reads lower than it would), which tells a leak (that
 * heap grows) from garbage V8 has not yet collected (only RSS grows).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon, { type RequestSpec } from 'autocannon'
import { MAX_SEARCH_LIMIT } from '../src/lib/mcp/limits'
import { docSearchParams } from '../src/lib/search/docsearch-params'
import { MAX_HITS_PER_CALL, MAX_REQUESTS, MAX_SNIPPET_WORDS, MAX_TAG_LENGTH } from '../src/lib/search/limits'
import { loopbackOnly, startServer } from './lib/built-server'
import { treeRss } from './lib/processes'

const { values } = parseArgs({ options: { url: { type: 'string' }, 'node-options': { type: 'string', default: '' }, 'heap-after-gc': { type: 'boolean', default: false }, seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '8' }, 'mcp-flood': { type: 'boolean', default: false }, 'flood-connections': { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' }, only: { type: 'string' }, 'search-lever': { type: 'boolean', default: false }, path: { type: 'string', multiple: true }, encoding: { type: 'string' } } })
const seconds = Math.min(900, Math.max(2, Number(values.seconds)))
const connections = Math.max(1, Number(values.connections))
const INDEX = 'docs-related'
const rounds = Math.min(15, Math.max(1, Number(values.rounds)))
const floodConnections = Math.min(64, Math.max(1, Number(values['flood-connections'])))

const searchBody = (query: string, extra: Record<string, unknown> = {}) => JSON.stringify({ requests: [{ ...docSearchParams(query), indexName: INDEX, ...extra }] })
/** The heaviest search call the caps allow (limits.ts): most queries, most hits, every attribute, longest snippets and tags. */
const heavySearch = JSON.stringify({
  requests: Array.from({ length: MAX_REQUESTS }, (_, i) => ({
    ...docSearchParams(['bucket', 'api', 'secret', 'topic', 'deploy'][i % 5]),
    indexName: INDEX,
    hitsPerPage: Math.floor(MAX_HITS_PER_CALL / MAX_REQUESTS),
    attributesToRetrieve: ['*'],
    attributesToSnippet: [`*:${MAX_SNIPPET_WORDS}`],
    highlightPreTag: '<'.padEnd(MAX_TAG_LENGTH - 1, 'x') + '>',
    highlightPostTag: '</'.padEnd(MAX_TAG_LENGTH - 1, 'y') + '>',
  })),
})

interface Group {
  name: string
  requests: RequestSpec[]
}

let card = 0
const allGroups: Group[] = [
  // Prebuilt pages, answered by the front door: two concept pages and two SDK reference pages.
  { name: 'page', requests: [{ method: 'GET', path: '/docs/getting-started/quickstart' }, { method: 'GET', path: '/docs/apis' }] },
  { name: 'reference page', requests: [{ method: 'GET', path: '/docs/reference/nodejs/storage/bucket-file-read' }, { method: 'GET', path: '/docs/reference/go/topic/topic-publish' }] },
  {
    name: 'search',
    requests: ['bucket', 'publish', 'secrets', 'deploy aws'].map((q) => ({ method: 'POST', path: `/docs/api/search/1/indexes/*/queries`, headers: { 'content-type': 'text/plain' }, body: searchBody(q) })),
  },
  { name: 'search (largest)', requests: [{ method: 'POST', path: '/docs/api/search/1/indexes/*/queries', headers: { 'content-type': 'text/plain' }, body: heavySearch }] },
  {
    name: 'social image',
    requests: [
      { method: 'GET', path: '/docs/api/og?title=Storage&description=Buckets%20and%20files' },
      { method: 'GET', setupRequest: (request) => ({ ...request, path: `/docs/api/og?title=${encodeURIComponent(`Load card ${card++}`)}&description=new` }) },
    ],
  },
  {
    name: 'feedback',
    requests: [{ method: 'POST', path: '/docs/api/feedback', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/docs/storage', ua: 'bench-load', comment: 'load test', answer: 'yes' }) }],
  },
]

/** One client calling the costliest search_docs the caps allow as fast as it can, through the MCP endpoint. */
const mcpFlood: Group = {
  name: 'mcp flood',
  requests: [
    {
      method: 'POST',
      path: '/docs/api/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'how do I deploy my app to AWS with a bucket and a topic', limit: MAX_SEARCH_LIMIT } } }),
    },
  ],
}

const median = (figures: number[]) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)]

const only = values.only?.split(',').map((name) => name.trim())
const unknown = only?.filter((name) => !allGroups.some((group) => group.name === name)) ?? []
if (unknown.length) throw new Error(`--only: no route group ${unknown.join(', ')}; the groups are ${allGroups.map((g) => g.name).join(', ')}`)
const pathGroups: Group[] = (values.path ?? []).map((path) => {
  if (!path.startsWith('/')) throw new Error(`--path takes an address on the site, such as /docs/apis; got ${path}`)
  return { name: path, requests: [{ method: 'GET', path }] }
})
const namedGroups = only ? allGroups.filter((group) => only.includes(group.name)) : pathGroups.length ? [] : allGroups
const groups = [...pathGroups, ...namedGroups]
const encodingHeader: Record<string, string> = values.encoding ? { 'accept-encoding': values.encoding } : {}

async function run(origin: string, group: Group, groupConnections = connections) {
  const statuses = new Map<number, number>()
  const instance = autocannon({ url: origin, connections: groupConnections, duration: seconds, headers: encodingHeader, requests: group.requests })
  instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1))
  const result = (await instance) as unknown as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number }
  const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  return { group: group.name, rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, fiveXx, statuses }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'))
const heapFile = join(dataDir, 'heap.jsonl')
const probe = pathToFileURL(join(import.meta.dirname, 'lib', 'heap-probe.mjs')).href
const started = values.url
  ? undefined
  : await startServer({
      FEEDBACK_RATE_LIMIT_POINTS: '0',
      FEEDBACK_SITE_LIMIT_PER_HOUR: '0',
      FEEDBACK_DB_PATH: join(dataDir, 'feedback.sqlite'),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_OPTIONS: `${values['heap-after-gc'] ? `--import ${probe}` : ''} ${values['node-options']}`.trim(),
      ...(values['heap-after-gc'] ? { HEAP_PROBE_FILE: heapFile } : {}),
    })
const origin = values.url ? loopbackOnly(values.url) : started!.origin
const pid = started?.child.pid
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** The server's memory after a full collection, from the probe (see scripts/lib/heap-probe.mjs). */
async function heapAfterGc(pid: number): Promise<{ heapUsed: number; external: number; arrayBuffers: number } | undefined> {
  const before = existsSync(heapFile) ? readFileSync(heapFile, 'utf8').length : 0
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const text = existsSync(heapFile) ? readFileSync(heapFile, 'utf8') : ''
    if (text.length > before) return JSON.parse(text.slice(before).trim().split('\n').at(-1)!)
  }
  return undefined
}

async function minuteReport(pid: number, minute: number) {
  const rss = treeRss(pid)
  const heap = values['heap-after-gc'] ? await heapAfterGc(pid) : undefined
  const held = heap ? `; after a full GC: heap ${mb(heap.heapUsed)}, memory outside the heap ${mb(heap.external)} (${mb(heap.arrayBuffers)} of it buffers)` : ''
  console.log(`  after ${minute} min: server RSS ${mb(rss)}${held}`)
}
try {
  const rssStart = pid ? treeRss(pid) : 0
  let peak = rssStart
  const sampler = setInterval(() => pid && (peak = Math.max(peak, treeRss(pid))), 500)
  // A soak prints the memory once a minute, so a reader can see whether it levels off.
  const started = Date.now()
  const minutes = seconds >= 120 && pid ? setInterval(() => void minuteReport(pid, Math.round((Date.now() - started) / 60000)), 60_000) : undefined
  const oneByOne = pathGroups.length > 0
  const results = []
  if (values['mcp-flood']) {
    const page = allGroups.find((group) => group.name === 'page')!
    console.log(`MCP flood: pages alone, then pages beside one client keeping ${floodConnections} MCP calls in flight; ${connections} page connections, ${seconds} s each, ${rounds} rounds interleaved, against ${origin} (loopback)\n`)
    const alone: number[] = []
    const beside: number[] = []
    for (let round = 1; round <= rounds; round++) {
      const quiet = await run(origin, { ...page, name: `page (alone, round ${round})` })
      const [busy, flood] = await Promise.all([run(origin, { ...page, name: `page (beside flood, round ${round})` }), run(origin, { ...mcpFlood, name: `mcp flood (round ${round})` }, floodConnections)])
      alone.push(quiet.rps)
      beside.push(busy.rps)
      results.push(quiet, busy, flood)
    }
    const ratio = (100 * median(beside)) / Math.max(1, median(alone))
    console.log(`Page throughput (medians of ${rounds}): ${median(alone).toFixed(0)} req/s alone, ${median(beside).toFixed(0)} req/s beside the MCP flood (${ratio.toFixed(0)}%; goal at least 80%)\n`)
  } else if (values['search-lever']) {
    const page = allGroups.find((group) => group.name === 'page')!
    const heavy = allGroups.find((group) => group.name === 'search (largest)')!
    console.log(`Search as a CPU lever: pages alone, then pages beside 2 connections of the largest search call; ${connections} page connections, ${seconds} s each, against ${origin} (loopback)\n`)
    const alone = await run(origin, { ...page, name: 'page (alone)' })
    const [beside, search] = await Promise.all([run(origin, { ...page, name: 'page (beside search)' }), run(origin, heavy, 2)])
    results.push(alone, beside, search)
    console.log(`Page throughput: ${alone.rps.toFixed(0)} req/s alone, ${beside.rps.toFixed(0)} req/s beside two maximum-size search clients (${((100 * beside.rps) / Math.max(1, alone.rps)).toFixed(0)}%)\n`)
  } else {
    console.log(`Load: ${groups.length} route groups ${oneByOne ? 'one after the other' : 'at once'}, ${connections} connections each, ${seconds} s, against ${origin} (loopback)\n`)
    if (oneByOne) for (const group of groups) results.push(await run(origin, group))
    else results.push(...(await Promise.all(groups.map((group) => run(origin, group)))))
  }
  clearInterval(sampler)
  clearInterval(minutes)
  const rssEnd = pid ? treeRss(pid) : 0
  console.log('route              req/s    p50 ms  p99 ms   requests  errors  5xx  statuses')
  for (const r of results) {
    const statuses = [...r.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')
    console.log(`${r.group.padEnd(Math.max(18, ...results.map((x) => x.group.length)))} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(7)} ${String(r.total).padStart(10)} ${String(r.errors).padStart(7)} ${String(r.fiveXx).padStart(4)}  ${statuses}`)
  }
  if (pid) console.log(`\nServer memory (process tree RSS): start ${mb(rssStart)}, peak ${mb(peak)}, end ${mb(rssEnd)}`)
  const bad = results.reduce((sum, r) => sum + r.errors + r.fiveXx, 0)
  console.log(bad === 0 ? 'No errors and no 5xx.' : `${bad} errors or 5xx answers.`)
} finally {
  started?.child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
