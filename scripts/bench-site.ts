/**
 * Builds the site and an empty Next.js App Router app, then prints the build time and, per kind of
 * page, the JavaScript a first visit downloads (compressed bytes, as Chromium received them).
 * Usage: npm run bench:site [-- --skip-build]
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { scriptBytes } from './lib/first-visit-js'
import { run, serve, stop, timed } from './lib/processes'

const root = resolve(import.meta.dirname, '..')
const skipBuild = process.argv.includes('--skip-build')
const DIST = '.next-bench'

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
    ['SDK method', '/reference/nodejs/storage/bucket-file-read'],
    ['support matrix', '/reference/support-matrix'],
    ['404', '/no-such-page'],
  ]
  for (const [kind, route] of routes) {
    const bytes = await scriptBytes(`http://127.0.0.1:3201/docs${route === '/' ? '' : route}`)
    console.log(`${kind.padEnd(14)} ${route.padEnd(26)} ${kb(bytes).padStart(6)}   +${kb(bytes - baseline)}`)
  }
} finally {
  stop(site)
  stop(blank)
  rmSync(empty, { recursive: true, force: true })
}
