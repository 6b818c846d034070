/**
 * Search benchmark: npm run bench:search [-- --duration 5 --connections 10 --url http://127.0.0.1:3000]
 *
 * Measures, on the site's index (content/) and on a synthetic index ten times larger (every record
 * copied nine more times with perturbed words and urls): index build time, memory (heapUsed/RSS
 * delta), and per-query latency p50/p95 of the whole answer (ranking, highlight, snippets) for
 * queries as a reader types them, letter by letter. Then requests/s of handleSearchRequest over
 * node:http on loopback (served from a child process) under concurrent load with autocannon, and,
 * with --url (loopback only), of an already running site's /docs/api/search route (e.g. `next start`),
 * and the size and time of the largest answers the caps in src/lib/search/limits.ts allow.
 */
import { fork } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import autocannon from 'autocannon'
import { CONTENT_DIR, loadPagesFrom } from '../src/lib/content/loader'
import { buildRecords } from '../src/lib/search/build-records'
import { createSearchEngine, type SearchEngine } from '../src/lib/search/engine'
import { MAX_ANSWER_BYTES, MAX_HITS_PER_CALL, MAX_HITS_PER_PAGE, MAX_REQUESTS, MAX_SNIPPET_WORDS, MAX_TAG_LENGTH } from '../src/lib/search/limits'
import { parseSearchParams } from '../src/lib/search/params'
import { runQuery } from '../src/lib/search/run-query'
import type { SearchRecord } from '../src/lib/search/types'
import { docSearchParams } from '../src/lib/search/docsearch-params'
import { startSearchServer } from './lib/search-node-server'

const INDEX = 'docs-related'
const SERVE_FLAG = '--serve'
const MEASURE_FLAG = '--measure'

/** What readers type, typos included; each is also timed at every prefix, as DocSearch queries per keystroke. */
const QUERIES = [
  'bucket', 'buckt', 'secrets', 'secerts', 'schedule', 'scheduel', 'websocket', 'websockt', 'quickstart', 'quickstrat',
  'getSecret', 'allow read', 'deploy to aws', 'api gateway', 'key value store', 'sql database migrations',
  'topic subscribe', 'queue', 'local dashboard', 'nitric start', 'custom domain', 'cron expression', 'install cli',
  'permissions', 'how do i deploy', 'environment variables', 'jwt authentication', 'stack file',
]


const typed = QUERIES.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((q) => q.trim() === q))

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(2)} ms`

/** Copy `k` of a text: every fifth word (offset by k) gets a letter appended, so copies share most words but not all. */
function perturb(text: string | null, k: number): string | null {
  if (text === null) return null
  let n = 0
  return text.replace(/[A-Za-z]+/g, (word) => (n++ % 5 === k % 5 ? word + String.fromCharCode(97 + (k % 26)) : word))
}

function synthetic(records: readonly SearchRecord[], times: number): SearchRecord[] {
  const out: SearchRecord[] = [...records]
  for (let k = 1; k < times; k++) {
    for (const r of records) {
      const base = r.url_without_anchor + `/copy-${k}`
      out.push({
        ...r,
        objectID: `${r.objectID}~copy${k}`,
        url: r.anchor ? `${base}#${r.anchor}` : base,
        url_without_anchor: base,
        content: perturb(r.content, k),
        code: perturb(r.code, k),
        hierarchy: Object.fromEntries(Object.entries(r.hierarchy).map(([level, value]) => [level, level === 'lvl0' ? value : perturb(value, k)])) as SearchRecord['hierarchy'],
        weight: { ...r.weight },
      })
    }
  }
  return out
}

/** Collects garbage until the heap stops shrinking, so RSS reflects live memory. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function build(records: readonly SearchRecord[]): Promise<{ engine: SearchEngine; buildMs: number; heap: number; rss: number }> {
  await settle()
  const before = process.memoryUsage()
  const started = performance.now()
  const engine = createSearchEngine(records, { indexName: INDEX })
  const buildMs = performance.now() - started
  await settle()
  const after = process.memoryUsage()
  return { engine, buildMs, heap: after.heapUsed - before.heapUsed, rss: after.rss - before.rss }
}

function latency(engine: SearchEngine, rounds: number): { p50: number; p95: number; p99: number; max: number; count: number } {
  const params = typed.map((q) => parseSearchParams(docSearchParams(q)))
  for (let i = 0; i < 2; i++) for (const p of params) runQuery(engine, INDEX, p)
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    for (const p of params) {
      const started = performance.now()
      runQuery(engine, INDEX, p)
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times[times.length - 1], count: times.length }
}

async function load(url: string, duration: number, connections: number) {
  const bodies = typed.map((q) => JSON.stringify({ requests: [{ indexName: INDEX, ...docSearchParams(q) }] }))
  let next = 0
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ method: 'POST', headers: { 'content-type': 'text/plain' }, setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  })
  const r = result as unknown as { requests: { average: number; total: number }; latency: { p50: number; p97_5: number; p99: number }; non2xx: number; errors: number }
  return r
}

/** The heaviest calls the caps allow (every attribute, highlight and snippet, longest tags), and the probe's call they refuse. */
function heaviestCalls(): Array<[string, string, number]> {
  const tags = { highlightPreTag: 'x'.repeat(MAX_TAG_LENGTH), highlightPostTag: 'y'.repeat(MAX_TAG_LENGTH), snippetEllipsisText: 'z'.repeat(MAX_TAG_LENGTH) }
  const heavy = { attributesToRetrieve: ['*'], attributesToHighlight: ['*'], attributesToSnippet: [`*:${MAX_SNIPPET_WORDS}`], ...tags }
  const call = (count: number, hitsPerPage: number, extra: object) =>
    JSON.stringify({ requests: Array.from({ length: count }, (_, i) => ({ indexName: INDEX, query: ['a', 's', 'the', 'bucket'][i % 4], hitsPerPage, ...extra })) })
  return [
    [`1 query × ${MAX_HITS_PER_PAGE} hits`, call(1, MAX_HITS_PER_PAGE, heavy), 200],
    [`${MAX_REQUESTS} queries × ${MAX_HITS_PER_CALL / MAX_REQUESTS} hits`, call(MAX_REQUESTS, MAX_HITS_PER_CALL / MAX_REQUESTS, heavy), 200],
    ['probe: 50 queries × 1000 hits, 256-character tags', call(50, 1000, { ...heavy, highlightPreTag: 'x'.repeat(256), highlightPostTag: 'y'.repeat(256) }), 400],
  ]
}

/** Sends each heaviest call `rounds` times in turn; prints status, answer size and median time. Goal: sizes within MAX_ANSWER_BYTES. */
async function heaviest(url: string, rounds: number): Promise<void> {
  for (const [name, body, expected] of heaviestCalls()) {
    const times: number[] = []
    let status = 0
    let bytes = 0
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body })
      bytes = (await response.arrayBuffer()).byteLength
      times.push(performance.now() - started)
      status = response.status
    }
    times.sort((a, b) => a - b)
    const verdict = status === expected && bytes <= MAX_ANSWER_BYTES ? 'ok' : `MISSED (expected ${expected})`
    console.log(`  ${name}: ${(body.length / 1024).toFixed(1)} KB request → ${status}, ${mb(bytes)}, p50 ${ms(percentile(times, 0.5))} ${verdict}`)
  }
}

interface Measurement {
  records: number
  buildMs: number
  heap: number
  rss: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** Runs this script in a child process with `args`; resolves with the first message it sends. */
function runChild<T>(args: string[]): Promise<T & { stop(): void }> {
  const child = fork(fileURLToPath(import.meta.url), args, { execArgv: ['--import', 'tsx'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`benchmark child ${args.join(' ')} exited with ${code}`)))
    child.once('message', (message) => resolve({ ...(message as T), stop: () => child.kill() }))
  })
}

/** Child: builds the site index (times = 1) or a synthetic one `times` larger and measures it. */
async function measure(times: number, rounds: number): Promise<void> {
  const records = buildRecords(loadPagesFrom(CONTENT_DIR))
  const set = times > 1 ? synthetic(records, times) : records
  const built = await build(set)
  const lat = latency(built.engine, rounds)
  const result: Measurement = { records: set.length, buildMs: built.buildMs, heap: built.heap, rss: built.rss, ...lat }
  process.send!(result, () => process.exit(0))
}

async function serve(): Promise<void> {
  const engine = createSearchEngine(buildRecords(loadPagesFrom(CONTENT_DIR)), { indexName: INDEX })
  const server = await startSearchServer(engine)
  process.send!({ origin: server.origin })
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '20' },
      url: { type: 'string' },
    },
  })
  const duration = Math.min(30, Number(values.duration))
  const connections = Number(values.connections)
  const rounds = Number(values.rounds)

  const pages = loadPagesFrom(CONTENT_DIR)
  const started = performance.now()
  const records = buildRecords(pages)
  const recordsMs = performance.now() - started
  console.log(`search benchmark — Node ${process.version}, ${typed.length} queries (${QUERIES.length} typed letter by letter), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} CPUs`)
  console.log(`records: ${records.length} from ${pages.length} pages in ${ms(recordsMs)}\n`)

  const rows: string[][] = [['index', 'records', 'build', 'heapUsed Δ', 'RSS Δ', 'p50', 'p95', 'p99', 'max', 'target p95']]
  for (const [name, times, target] of [
    ['site', 1, 5],
    ['10x synthetic', 10, 20],
  ] as const) {
    // Each index in a fresh process, so memory figures are not blurred by the other's garbage.
    const m = await runChild<Measurement>([MEASURE_FLAG, String(times), '--rounds', String(rounds)])
    rows.push([name, String(m.records), ms(m.buildMs), mb(m.heap), mb(m.rss), ms(m.p50), ms(m.p95), ms(m.p99), ms(m.max), `< ${target} ms ${m.p95 < target ? 'ok' : 'MISSED'}`])
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)))
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '))

  const targets: Array<[string, string]> = []
  const child = await runChild<{ origin: string }>([SERVE_FLAG])
  targets.push(['handleSearchRequest over node:http (child process)', `${child.origin}/docs/api/search/1/indexes/*/queries`])
  if (values.url && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(values.url).hostname)) {
    throw new Error(`--url must be a loopback address (127.0.0.1, localhost, [::1]), not ${values.url}`)
  }
  if (values.url) targets.push(['running site', `${values.url.replace(/\/$/, '')}/docs/api/search/1/indexes/*/queries`])
  console.log(`\nHTTP load: autocannon, ${connections} connections, ${duration} s, DocSearch request bodies, loopback`)
  try {
    for (const [name, url] of targets) {
      const r = await load(url, duration, connections)
      console.log(
        `${name}: ${r.requests.average.toFixed(0)} requests/s (${r.requests.total} total), latency p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
      )
    }
    console.log(`\nHeaviest calls the caps allow (answer limit ${mb(MAX_ANSWER_BYTES)}), one at a time, 5 rounds`)
    for (const [name, url] of targets) {
      console.log(`${name}:`)
      await heaviest(url, 5)
    }
  } finally {
    child.stop()
  }
}

const measureAt = process.argv.indexOf(MEASURE_FLAG)
if (process.argv.includes(SERVE_FLAG)) await serve()
else if (measureAt > 0) await measure(Number(process.argv[measureAt + 1]), Number(process.argv[process.argv.indexOf('--rounds') + 1]))
else await main()
