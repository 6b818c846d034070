import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from './fixtures'
import { freePort } from '../../scripts/lib/built-server'
import { distDir } from '../../src/lib/dist-dir'

/** One feedback submission; resolves with the status, or the network error's code when there was no answer. */
function submit(port: number, index: number): Promise<number | string> {
  const body = JSON.stringify({ url: '/docs/storage', ua: 'shutdown-test', comment: `in flight ${index}`, answer: 'yes' })
  return new Promise((resolve) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: '/docs/api/feedback', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'idempotency-key': `shutdown-${index}`, origin: `http://127.0.0.1:${port}`, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      },
    )
    call.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    call.end(body)
  })
}

// Issue 33, finding 5: SIGTERM with 50 submissions in flight reset many of them without an answer.
test('SIGTERM answers every submission the server accepted, stores each 201, then exits 0', async () => {
  test.setTimeout(120_000)
  const server = join(distDir(), 'standalone', 'server.mjs')
  expect(existsSync(server), `${server}: run npm run build`).toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-'))
  const database = join(dir, 'feedback.sqlite')
  const port = await freePort()
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', FEEDBACK_DB_PATH: database, DATABASE_URL: '', REDIS_URL: '', FEEDBACK_RATE_LIMIT_POINTS: '0', FEEDBACK_SITE_LIMIT_PER_HOUR: '0', FEEDBACK_CLIENT_LIMIT_PER_HOUR: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/docs/api/health/ready`)).ok) break
      } catch {
        // not listening yet
      }
      expect(tries, 'the server did not start').toBeLessThan(150)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const results = Array.from({ length: 50 }, (_, index) => submit(port, index))
    // Some are answered, some are still in flight, none was refused yet.
    await Promise.race(results)
    child.kill('SIGTERM')
    const outcomes = await Promise.all(results)
    expect(await exited).toBe(0)
    const answered = outcomes.filter((outcome) => typeof outcome === 'number')
    // A submission either got its answer or was never accepted (the listener had closed): none was cut off.
    expect(outcomes.filter((outcome) => typeof outcome === 'string' && outcome !== 'ECONNREFUSED'), JSON.stringify(outcomes)).toEqual([])
    expect(answered.every((status) => status === 201), JSON.stringify(outcomes)).toBe(true)
    expect(answered.length).toBeGreaterThan(0)
    const stored = new Database(database, { readonly: true })
    try {
      expect((stored.prepare('select count(*) as n from feedback').get() as { n: number }).n).toBe(answered.length)
    } finally {
      stored.close()
    }
    expect(output).toContain('shutdown: requests answered and the app closed')
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})
