import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { freePort } from '../../scripts/lib/built-server'
import { distDir } from '../../src/lib/dist-dir'

/** One page of each kind: home, concept, quickstart, the largest guide, an SDK overview, an SDK method. */
const PAGE_KINDS = ['/docs', '/docs/concepts/introduction', '/docs/getting-started/quickstart', '/docs/apis', '/docs/reference/nodejs', '/docs/reference/go/topic/topic-publish']

// The deployable artifact on its own, outside the project folder's files: the site's server
// (`server.mjs`, what `npm start` runs) and the one Next.js writes (`server.js`, the framework serving
// its own output, as a platform that hosts Next.js would).
for (const entry of ['server.mjs', 'server.js']) {
test(`the standalone folder's ${entry} serves every page kind with its date, compressed and cacheable, and search, social images, feedback and browser assets`, async () => {
  test.setTimeout(120_000)
  const server = join(distDir(), 'standalone', entry)
  expect(existsSync(server), `${server}: run npm run build`).toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'standalone-'))
  const port = await freePort()
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'), DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${origin}/docs/api/health`)).ok) break
      } catch {
        // not listening yet
      }
      expect(tries, 'the standalone server did not start').toBeLessThan(150)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (const path of PAGE_KINDS) {
      const kind = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(kind.status, path).toBe(200)
      expect(kind.headers.get('content-encoding'), path).toBe('gzip')
      expect(kind.headers.get('cache-control'), path).toContain('s-maxage=31536000')
      expect(kind.headers.get('etag'), path).toBeTruthy()
      expect(await kind.text(), path).toMatch(/Last updated <time dateTime="\d{4}-/)
    }
    const page = await fetch(`${origin}/docs/getting-started/quickstart`)
    expect(page.status).toBe(200)
    const html = await page.text()
    // The page's own head script and its stylesheet, both from the build's static files.
    for (const asset of [/src="(\/docs\/page-scripts\/head-[0-9a-f]+\.js)"/.exec(html)?.[1], /href="(\/docs\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1]]) {
      expect(asset, 'an asset of the page').toBeDefined()
      const answer = await fetch(origin + asset, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(answer.status, asset).toBe(200)
      // The site's server answers both from the build's precompressed copies, Brotli where the
      // browser takes it (the framework's own server compresses, or not, as it does).
      if (entry === 'server.mjs') expect(answer.headers.get('content-encoding'), asset).toBe('br')
    }
    expect((await fetch(`${origin}/docs/reference/go/topic/topic-publish`)).status).toBe(200)
    const search = await fetch(`${origin}/docs/api/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'docs-related', query: 'bucket' }] }),
    })
    expect(search.status).toBe(200)
    expect(((await search.json()) as { results: Array<{ nbHits: number }> }).results[0].nbHits).toBeGreaterThan(0)
    const og = await fetch(`${origin}/docs/api/og?title=Standalone&description=Fonts%20travel%20with%20it`)
    expect(og.status).toBe(200)
    expect(og.headers.get('content-type')).toBe('image/png')
    const feedback = await fetch(`${origin}/docs/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'standalone-test-1' },
      body: JSON.stringify({ url: '/docs/storage', ua: 'standalone-test', comment: '', answer: 'yes' }),
    })
    expect(feedback.status).toBe(201)
    expect((await fetch(`${origin}/docs/api/health/ready`)).status).toBe(200)
  } finally {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
})
}
