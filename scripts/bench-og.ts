/**
 * Social image benchmark: npm run bench:og [-- --url http://127.0.0.1:3000 --duration 5 --connections 10]
 *
 * Against a running site (--url, loopback) or, without it, `npm start`'s server of the existing build
 * (`npm run build` first; NEXT_DIST_DIR is honoured) on a free loopback port, started and stopped
 * here. Measures /docs/api/og: the first request after start (route load, fonts, WebAssembly),
 * the first render of new cards in a warm process, a repeated (cached) card, and requests per
 * second under concurrent load (autocannon) for a cached card and for a new card on every request.
 */
import { availableParallelism, cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loopbackOnly, startServer } from './lib/built-server'
import { median, percentile } from './lib/statistics'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
})
const duration = Math.min(30, Math.max(1, Number(values.duration)))
const connections = Math.max(1, Number(values.connections))

async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  const body = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200 || body[1] !== 0x50) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const p95 = (values: number[]) => percentile(values, 0.95)
const ms = (value: number) => `${value.toFixed(1)} ms`

function card(label: string, i: number): string {
  const title = encodeURIComponent(`${label} ${i}: deploying APIs, buckets and schedules`)
  const description = encodeURIComponent(`Benchmark card ${i} (${label}) with a description long enough to wrap onto a second line of the image.`)
  return `/docs/api/og?title=${title}&description=${description}`
}

async function load(origin: string, unique: boolean) {
  const run = `${Date.now().toString(36)}-${unique ? 'u' : 'c'}`
  let n = 0
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: unique ? card(`load ${run}`, n++) : card('cached', 0) }) }],
  })
  const r = result as unknown as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
  return { rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

async function main() {
  const started = values.url ? undefined : await startServer()
  const origin = values.url ? loopbackOnly(values.url) : started!.origin
  try {
    const run = Date.now().toString(36)
    const first = await timed(`${origin}${card(`first ${run}`, 0)}`)
    const fresh: number[] = []
    for (let i = 1; i <= 20; i++) fresh.push(await timed(`${origin}${card(`fresh ${run}`, i)}`))
    await timed(`${origin}${card('cached', 0)}`)
    const cached: number[] = []
    for (let i = 0; i < 50; i++) cached.push(await timed(`${origin}${card('cached', 0)}`))
    const hot = await load(origin, false)
    const cold = await load(origin, true)

    console.log(`\nSocial image benchmark — ${origin}/docs/api/og (${started ? 'npm start of the existing build' : 'running site'})`)
    console.log(`machine: ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, load average ${loadavg()[0].toFixed(2)}, Node ${process.version}\n`)
    console.log(`first request after start (route, fonts, wasm): ${ms(first)}`)
    console.log(`first render of a new card, warm process:       median ${ms(median(fresh))}, p95 ${ms(p95(fresh))} (20 cards, one at a time)`)
    console.log(`cached card (in-process LRU):                   median ${ms(median(cached))}, p95 ${ms(p95(cached))} (50 requests)`)
    console.log(`\nunder load: ${connections} connections for ${duration} s each (autocannon, loopback)`)
    for (const [label, r] of [['cached card', hot], ['new card every request', cold]] as const) {
      console.log(`  ${label.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.total} requests, non-2xx ${r.non2xx}, errors ${r.errors})`)
    }
  } finally {
    started?.child.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
