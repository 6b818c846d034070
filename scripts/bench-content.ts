/**
 * The content platform at full size. Copies the project to a temporary folder, fills the SDK
 * references that are not written yet with generated pages until the site has about --pages pages
 * (default 600), then measures and prints:
 *   - production build time (content check + next build) and peak memory of the whole process tree;
 *   - build output size (.next without its cache) and per page;
 *   - search: records, index build time, p50/p95 query time (unscoped and scoped as the dialog sends);
 *   - development server: a warm page request, and whether an edit shows on the next request;
 *   - first-visit JavaScript on an SDK method page (compressed), unless --skip-js.
 * Usage: npm run bench:content [-- --pages 600 --skip-js --keep]
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { loadPagesFrom, listRoutes } from '../src/lib/content/loader'
import { buildReferenceIndex, type ReferenceEntry } from '../src/lib/reference/entries'
import { loadAllModels } from '../src/lib/reference/load-model'
import type { ModelFile } from '../src/lib/reference/schema'
import { buildRecords } from '../src/lib/search/build-records'
import { createSearchEngine } from '../src/lib/search/engine'
import { parseSearchParams } from '../src/lib/search/params'
import { searchScope } from '../src/lib/search-ui'
import { referenceHref, SDKS } from '../src/lib/sdks'
import { REFERENCE_QUERIES, RELEVANCE_QUERIES } from '../tests/unit/search/relevance-queries'
import { scriptBytes } from './lib/first-visit-js'
import { run, serve, stop, timed, treeRss } from './lib/processes'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '600' }, 'skip-js': { type: 'boolean' }, keep: { type: 'boolean' } } })
const target = Number(values.pages)
const root = resolve(import.meta.dirname, '..')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-bench-'))
  for (const entry of readdirSync(root)) {
    if (['node_modules', '.git', '.data', 'test-results', 'playwright-report'].includes(entry) || entry.startsWith('.next')) continue
    cpSync(join(root, entry), join(dir, entry), { recursive: true })
  }
  // Hard links: the same packages, no copy, and a project root of its own for Turbopack.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')])
  rmSync(join(dir, 'node_modules', '.cache'), { recursive: true, force: true })
  return dir
}

function contentFile(dir: string, route: string): string {
  return join(dir, 'content', `${route}.mdx`)
}

/** Words and examples of a generated page: the Node.js v1 page of the same operation when there is one. */
function fixtureBody(entry: ReferenceEntry, nodePages: Map<string, string>): string {
  const source = nodePages.get(entry.op)
  const body = source ? readFileSync(source, 'utf8').replace(/^---[\s\S]*?---\n/, '') : `Generated page for ${entry.title}.\n\n## Examples\n\n\`\`\`text\n${entry.title}\n\`\`\`\n`
  // The examples are another SDK's: shown, not compiled.
  return body.replace(/^```(\w+)([^\n]*)$/gm, (line, lang: string, meta: string) => (line.includes('fragment') ? line : `\`\`\`${lang}${meta} fragment`))
}

function fillModel(file: string): void {
  const model = parseYaml(readFileSync(file, 'utf8')) as ModelFile
  for (const resource of model.resources) {
    for (const item of [resource, ...resource.methods]) {
      for (const param of item.params ?? []) {
        param.type ??= 'unknown'
        param.description ??= 'Fixture parameter.'
      }
      if (item.returns) item.returns.description ??= 'Fixture return value.'
    }
  }
  writeFileSync(file, stringifyYaml(model))
}

/** Adds generated reference pages until the site has `target` pages; returns how many it wrote. */
function generateFixture(dir: string): number {
  const index = buildReferenceIndex(loadAllModels(join(dir, 'reference')))
  const routes = listRoutes(join(dir, 'content'))
  const nodePages = new Map<string, string>()
  for (const entry of index.entries) if (entry.sdk.id === 'nodejs' && entry.version === 'v1' && routes.has(entry.route)) nodePages.set(entry.op, routes.get(entry.route)!)
  const registryFile = join(dir, 'reference', 'sdks.json')
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as { sdks: { id: string; versions: { id: string; reference: string }[] }[] }
  let count = routes.size
  let written = 0
  for (const sdk of SDKS) {
    for (const version of sdk.versions) {
      const entries = index.entries.filter((e) => e.sdk.id === sdk.id && e.version === version && !routes.has(e.route))
      if (!entries.length || count >= target) continue
      const info = registry.sdks.find((s) => s.id === sdk.id)!.versions.find((v) => v.id === version)!
      if (info.reference === 'none' || info.reference === 'overview') info.reference = 'partial'
      const overview = contentFile(dir, referenceHref(sdk, version))
      const overviewFile = existsSync(overview) ? overview : join(dirname(overview), referenceHref(sdk, version).split('/').pop()!, 'index.mdx')
      if (!routes.has(referenceHref(sdk, version))) {
        mkdirSync(dirname(overviewFile), { recursive: true })
        writeFileSync(overviewFile, `---\ntitle: ${sdk.label} SDK ${version}\ndescription: Generated overview for the benchmark.\n---\n\nGenerated overview.\n`)
        count++
      }
      for (const file of new Set(entries.map((e) => e.file))) fillModel(join(dir, file))
      for (const entry of entries) {
        if (count >= target) break
        mkdirSync(dirname(contentFile(dir, entry.route)), { recursive: true })
        writeFileSync(contentFile(dir, entry.route), `---\ndescription: Generated ${sdk.label} ${version} page for ${entry.title}.\n---\n\n${fixtureBody(entry, nodePages)}`)
        count++
        written++
      }
    }
  }
  writeFileSync(registryFile, JSON.stringify(registry, null, 2))
  return written
}

function duBytes(path: string, skip: string[] = []): number {
  let total = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue
    const full = join(path, entry.name)
    total += entry.isDirectory() ? duBytes(full) : statSync(full).size
  }
  return total
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

const dir = copyProject()
console.log(`Fixture in ${dir}`)
const generated = generateFixture(dir)
const pages = listRoutes(join(dir, 'content')).size
console.log(`Pages: ${pages} (${generated} generated reference pages)\n`)

// Build: wall time and the peak memory of the whole process tree (next build runs workers).
let peak = 0
let sampler: NodeJS.Timeout | undefined
await timed('Production build (content check + next build)', () =>
  run('npm', ['run', 'build'], dir, {}, (child) => {
    sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250)
  }),
)
clearInterval(sampler)
console.log(`Build peak memory (process tree): ${mb(peak)}`)
const output = duBytes(join(dir, '.next'), ['cache'])
console.log(`Build output (.next without cache): ${mb(output)}, ${((output / pages) / 1024).toFixed(0)} KB per page; with cache: ${mb(duBytes(join(dir, '.next')))}`)

// Search over the fixture's pages.
const loaded = loadPagesFrom(join(dir, 'content'), buildReferenceIndex(loadAllModels(join(dir, 'reference'))))
const records = buildRecords(loaded)
let engine = createSearchEngine(records, { indexName: 'docs' })
const builds: number[] = []
for (let i = 0; i < 5; i++) {
  const start = performance.now()
  engine = createSearchEngine(records, { indexName: 'docs' })
  builds.push(performance.now() - start)
}
const queries = [...RELEVANCE_QUERIES.map(([q]) => ['/', q]), ...REFERENCE_QUERIES.map(([from, q]) => [from, q])]
const times: number[] = []
for (let round = 0; round < 10; round++) {
  for (const [from, query] of queries) {
    const start = performance.now()
    const params = parseSearchParams({ query, hitsPerPage: 20, ...searchScope(from) })
    engine.search({ query, page: 0, hitsPerPage: 20, ...(params.filter ? { filter: params.filter } : {}), ...(params.boost ? { boost: params.boost } : {}) })
    times.push(performance.now() - start)
  }
}
times.sort((a, b) => a - b)
builds.sort((a, b) => a - b)
console.log(`Search: ${records.length} records; index build median ${builds[2].toFixed(0)} ms; query p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${times.length} queries as the dialog sends them)`)

// Development server: warm request and an edit.
const method = '/reference/nodejs/storage/bucket-file-read'
const dev = await serve(dir, 3301, { NEXT_DIST_DIR: '.next-dev' }, 'dev')
try {
  const get = async () => {
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:3301/docs${method}`)
    const html = await response.text()
    return { ms: performance.now() - start, html, status: response.status }
  }
  const first = await get()
  console.log(`\nDev: first request ${first.ms.toFixed(0)} ms (compiles the route), status ${first.status}`)
  const warm: number[] = []
  for (let i = 0; i < 5; i++) warm.push((await get()).ms)
  warm.sort((a, b) => a - b)
  console.log(`Dev: warm request median ${warm[2].toFixed(0)} ms (min ${warm[0].toFixed(0)}, max ${warm[4].toFixed(0)})`)
  appendFileSync(contentFile(dir, method), '\n\nBenchEditMarker\n')
  const edited = await get()
  console.log(`Dev: after an edit ${edited.ms.toFixed(0)} ms; edit shown: ${edited.html.includes('BenchEditMarker') ? 'yes' : 'NO'}`)
} finally {
  stop(dev)
}

if (!values['skip-js']) {
  const site = await serve(dir, 3302, {})
  try {
    console.log(`\nFirst-visit JavaScript on an SDK method page: ${((await scriptBytes(`http://127.0.0.1:3302/docs${method}`)) / 1024).toFixed(1)} KB compressed`)
  } finally {
    stop(site)
  }
}
if (!values.keep) rmSync(dir, { recursive: true, force: true })
