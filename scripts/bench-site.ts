/**
 * Builds the site and an empty Next.js App Router app, then prints the build time and, per kind of
 * page, the JavaScript a first visit downloads (compressed bytes, as Chromium received them).
 * Usage: npm run bench:site [-- --skip-build]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium'

const root = resolve(import.meta.dirname, '..')
const skipBuild = process.argv.includes('--skip-build')
const DIST = '.next-bench'

/** A plain environment for child builds and servers: nothing of tsx's or npm's leaks into them. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...extra }
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

async function timed(label: string, work: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await work()
  const seconds = (performance.now() - start) / 1000
  console.log(`${label}: ${seconds.toFixed(1)} s`)
  return seconds
}

async function serve(cwd: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(join(cwd, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd, env: childEnv(env), stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return child
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`server on ${port} did not start`)
}

/** Compressed bytes of every script a fresh visit to the url downloads. */
async function scriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  const responses: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') responses.push(request.sizes().then((s) => s.responseBodySize))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const total = (await Promise.all(responses)).reduce((a, b) => a + b, 0)
  await browser.close()
  return total
}

function emptyApp(): string {
  // A project of its own (Turbopack treats an enclosing project as the root), with this project's
  // packages hard-linked in: same versions, no copy, no network.
  const dir = mkdtempSync(join(tmpdir(), 'empty-next-'))
  mkdirSync(join(dir, 'app'))
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')])
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'empty', private: true, type: 'module' }))
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {}\n')
  writeFileSync(join(dir, 'app/layout.js'), "export default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html> }\n")
  writeFileSync(join(dir, 'app/page.js'), 'export default function Page() { return <p>Empty</p> }\n')
  return dir
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

if (!skipBuild) await timed('Site build (content check + next build)', () => run('npm', ['run', 'build'], root, { NEXT_DIST_DIR: DIST }))
const empty = emptyApp()
await timed('Empty Next.js app build', () => run(join(empty, 'node_modules/.bin/next'), ['build'], empty))

const site = await serve(root, 3201, { NEXT_DIST_DIR: DIST })
const blank = await serve(empty, 3202, {})
try {
  const baseline = await scriptBytes('http://127.0.0.1:3202/')
  console.log(`\nFirst-visit JavaScript, compressed (empty Next.js 16 App Router page: ${kb(baseline)} KB)\n`)
  console.log('page kind      route                      JS KB   over empty')
  const routes: Array<[string, string]> = [
    ['home', '/'],
    ['concept', '/concepts/introduction'],
    ['building block', '/storage'],
    ['reference', '/reference/nodejs/v0'],
    ['404', '/no-such-page'],
  ]
  for (const [kind, route] of routes) {
    const bytes = await scriptBytes(`http://127.0.0.1:3201/docs${route === '/' ? '' : route}`)
    console.log(`${kind.padEnd(14)} ${route.padEnd(26)} ${kb(bytes).padStart(6)}   +${kb(bytes - baseline)}`)
  }
} finally {
  site.kill()
  blank.kill()
  rmSync(empty, { recursive: true, force: true })
}
