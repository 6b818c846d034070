import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from './fixtures'
import { startServer } from '../../scripts/lib/built-server'

// Its own server (the build under test, a throwaway SQLite file): it is stopped mid-traffic.
test('on SIGTERM with submissions in flight, every 201 has its row and the server exits within 10 s', async () => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-'))
  const file = join(dir, 'feedback.sqlite')
  try {
    const { origin, child } = await startServer({ FEEDBACK_DB_PATH: file, FEEDBACK_RATE_LIMIT_POINTS: '0', DATABASE_URL: '', REDIS_URL: '' })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const send = (i: number) =>
      fetch(`${origin}/docs/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `shutdown-test-${i}` },
        body: JSON.stringify({ url: '/docs/storage', ua: 'shutdown-test', comment: `n${i}`, answer: 'yes' }),
      }).then(
        (response) => response.status,
        () => 'no answer' as const,
      )
    // Warm the route, then a burst, and stop the server while it is being answered.
    expect(await send(-1)).toBe(201)
    const burst = Array.from({ length: 60 }, (_, i) => send(i))
    await new Promise((resolve) => setTimeout(resolve, 15))
    const stoppedAt = Date.now()
    child.kill('SIGTERM')
    const statuses = await Promise.all(burst)
    const code = await exited
    const tookMs = Date.now() - stoppedAt
    expect(tookMs).toBeLessThan(10_000)
    expect([143, 0]).toContain(code)
    const accepted = statuses.map((status, i) => (status === 201 ? `n${i}` : undefined)).filter(Boolean)
    const db = new Database(file, { readonly: true })
    const rows = db.prepare(`select comment from feedback where user_agent = 'shutdown-test'`).all() as Array<{ comment: string }>
    db.close()
    const stored = new Set(rows.map((row) => row.comment))
    for (const comment of accepted) expect(stored.has(comment!), `${comment} got 201 but has no row`).toBe(true)
    // No answer other than 201, 503 (retry later) or a refused connection (the client's outbox retries).
    for (const status of statuses) expect([201, 503, 'no answer']).toContain(status)
    console.log(`shutdown: ${accepted.length} of 60 accepted and stored, exit ${code} after ${tookMs} ms`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
