/**
 * Feedback endpoint benchmark: npm run bench:feedback [-- --duration 5 --connections 50]
 *
 * For SQLite, then PostgreSQL, starts the real handler behind node:http on loopback in a child
 * process (so the load generator does not share its event loop), drives it with autocannon, and
 * checks that every submission answered 201 is in the store. Rate limiting is switched off through
 * the settings (FEEDBACK_RATE_LIMIT_POINTS=0). PostgreSQL: DATABASE_URL, else the local test
 * database; a throw-away schema is created and dropped.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { openFeedbackDb } from '../src/lib/feedback/db'
import { handleFeedbackRequest } from '../src/lib/feedback/handler'
import { createFeedbackRateLimiter } from '../src/lib/feedback/rate-limit'
import { loadFeedbackSettings } from '../src/lib/feedback/settings'
import { openFeedbackStore } from '../src/lib/feedback/store'
import { createFetchServer, listenOnLoopback } from './lib/fetch-server'
import { percentile } from './lib/statistics'

const PAGE = '/concepts/introduction'
const SERVE_FLAG = '--serve'

/** Child process: serves the handler with the settings in its environment until told to stop. */
async function serve(): Promise<void> {
  const settings = loadFeedbackSettings()
  const store = openFeedbackStore(settings)
  const limiter = createFeedbackRateLimiter(settings)
  const { server, origin } = await listenOnLoopback(
    createFetchServer((request) => handleFeedbackRequest(request, { store, limiter, isKnownPath: (route) => route === PAGE })),
  )
  process.on('message', async () => {
    server.close()
    await store.close()
    process.disconnect()
  })
  process.send!({ origin })
}

interface Figures {
  store: string
  perSecond: number
  p95Ms: number
  accepted: number
  stored: number
  lost: number
  failed: number
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; origin: string }> {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], { env, execArgv: ['--import', 'tsx'] })
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, origin: (message as { origin: string }).origin }))
    child.once('exit', (code) => reject(new Error(`benchmark server exited early with code ${code}`)))
  })
}

async function bench(label: string, env: NodeJS.ProcessEnv, duration: number, connections: number): Promise<Figures> {
  const settings = loadFeedbackSettings(env)
  const store = openFeedbackStore(settings)
  try {
    const before = await store.count() // also migrates, so the run measures submissions only
    const { child, origin } = await startServer(env)
    const exited = new Promise((resolve) => child.once('exit', resolve))

    let next = 0
    const acceptedIds: string[] = []
    const latencies: number[] = []
    const run = autocannon({
      url: `${origin}/docs/api/feedback`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest(request, context) {
            // Each submission carries its own id so the store can be checked for every 201.
            context.id = `bench-${next++}`
            const body = { url: `/docs${PAGE}`, ua: 'autocannon', comment: String(context.id), answer: 'yes' }
            return { ...request, body: JSON.stringify(body) }
          },
          onResponse(status, _body, context) {
            if (status === 201) acceptedIds.push(String(context.id))
          },
        },
      ],
    })
    run.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds))
    const result = await run
    child.send('stop')
    await exited

    const storedComments = new Set((await store.list()).map((record) => record.comment))
    const lost = acceptedIds.filter((id) => !storedComments.has(id)).length
    return {
      store: label,
      perSecond: acceptedIds.length / result.duration,
      p95Ms: percentile(latencies, 0.95),
      accepted: acceptedIds.length,
      stored: (await store.count()) - before,
      lost,
      failed: result.non2xx + result.errors + result.timeouts,
    }
  } finally {
    await store.close()
  }
}

function printTable(rows: Figures[], duration: number, connections: number): void {
  console.log(`\nFeedback endpoint, ${duration} s per store, ${connections} connections, rate limit off\n`)
  const header = ['store', 'submissions/s', 'p95 latency', 'accepted (201)', 'stored rows', 'rows lost', 'non-201/errors']
  const cells = rows.map((row) => [
    row.store,
    row.perSecond.toFixed(0),
    `${row.p95Ms.toFixed(1)} ms`,
    String(row.accepted),
    String(row.stored),
    String(row.lost),
    String(row.failed),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i].length)))
  for (const line of [header, widths.map((width) => '-'.repeat(width)), ...cells]) {
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
  }
  console.log('\n"stored rows" can exceed "accepted" by the requests still in flight when the run stops.')
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } },
  })
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const databaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test'
  const schema = `feedback_bench_${process.pid}`
  const dir = mkdtempSync(join(tmpdir(), 'feedback-bench-'))
  const base = { ...process.env, FEEDBACK_RATE_LIMIT_POINTS: '0', FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite') }
  const postgresEnv = { ...base, DATABASE_URL: databaseUrl, FEEDBACK_DB_SCHEMA: schema }

  const rows: Figures[] = []
  try {
    rows.push(await bench('SQLite', { ...base, DATABASE_URL: '' }, duration, connections))
    rows.push(await bench('PostgreSQL', postgresEnv, duration, connections))
  } finally {
    rmSync(dir, { recursive: true, force: true })
    const { db } = openFeedbackDb(loadFeedbackSettings(postgresEnv))
    await db.schema.dropSchema(schema).ifExists().cascade().execute()
    await db.destroy()
  }
  printTable(rows, duration, connections)
  if (rows.some((row) => row.lost > 0 || row.failed > 0)) process.exitCode = 1
}

if (process.argv.includes(SERVE_FLAG)) {
  void serve()
} else {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
