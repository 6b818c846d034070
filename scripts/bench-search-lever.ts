/**
 * Search as a CPU lever, without a production build: one child process serves a stand-in page (a
 * fixed buffer, like a prebuilt page answered from memory) and the search handler over the site's
 * real index, on one event loop as the server does; autocannon measures the page alone, then beside
 * two connections sending the largest search call the caps allow (limits.ts) back to back. Run once
 * with the default time budgets and once without (`--no-budget`) to see what the budgets do.
 * `npm run bench:load -- --search-lever` measures the same against the production build.
 * Usage: npx tsx scripts/bench-search-lever.ts [--seconds 6] [--no-budget]
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { docSearchParams } from '../src/lib/search/docsearch-params'
import { handleSearchRequest } from '../src/lib/search/handler'
import { loadSearchLimitSettings } from '../src/lib/search/limit-settings'
import { MAX_HITS_PER_CALL, MAX_REQUESTS, MAX_SNIPPET_WORDS, MAX_TAG_LENGTH } from '../src/lib/search/limits'
import { createSearchBudget } from '../src/lib/search/search-budget'
import { getSiteSearchEngine } from '../src/lib/search/site-engine'
import { createFetchServer, listenOnLoopback } from './lib/fetch-server'

const SERVE_FLAG = '--serve'
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '6' }, 'no-budget': { type: 'boolean', default: false }, serve: { type: 'boolean', default: false } } })
const PAGE = Buffer.alloc(40 * 1024, 'p')
const SEARCH_PATH = '/docs/api/search/1/indexes/*/queries'

/** The heaviest call the caps allow: most queries and hits, every attribute, longest snippets and tags, one-letter queries. */
const LARGEST = JSON.stringify({
  requests: Array.from({ length: MAX_REQUESTS }, (_, i) => ({
    ...docSearchParams('easdt'[i % 5]),
    indexName: 'docs-related',
    hitsPerPage: Math.floor(MAX_HITS_PER_CALL / MAX_REQUESTS),
    attributesToRetrieve: ['*'],
    attributesToSnippet: [`*:${MAX_SNIPPET_WORDS}`],
    highlightPreTag: 'x'.repeat(MAX_TAG_LENGTH),
    highlightPostTag: 'y'.repeat(MAX_TAG_LENGTH),
  })),
})

async function serve(withBudget: boolean): Promise<void> {
  const engine = getSiteSearchEngine()
  const budget = withBudget ? createSearchBudget(loadSearchLimitSettings()) : undefined
  const { origin } = await listenOnLoopback(
    createFetchServer(async (request) =>
      new URL(request.url).pathname === SEARCH_PATH ? handleSearchRequest(request, engine, { budget }) : new Response(PAGE, { headers: { 'content-type': 'text/html' } }),
    ),
  )
  process.stdout.write(`${origin}\n`)
}

type Result = { requests: { average: number }; non2xx: number }

async function measure(): Promise<void> {
  const seconds = Math.max(2, Number(values.seconds))
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), SERVE_FLAG, ...(values['no-budget'] ? ['--no-budget'] : [])]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const origin = await new Promise<string>((resolve) => child.stdout.once('data', (data) => resolve(String(data).trim())))
    const run = (path: string, connections: number, extra: object = {}) =>
      autocannon({ url: origin + path, connections, duration: seconds, ...extra }) as unknown as Promise<Result>
    const search = { method: 'POST', body: LARGEST, headers: { 'content-type': 'text/plain' } }
    await run(SEARCH_PATH, 1, { ...search, duration: 1 }) // builds the index
    const alone = await run('/docs/page', 8)
    const [beside, searches] = await Promise.all([run('/docs/page', 8), run(SEARCH_PATH, 2, search)])
    const share = (100 * beside.requests.average) / Math.max(1, alone.requests.average)
    console.log(`time budgets ${values['no-budget'] ? 'off' : 'on (SEARCH_MS_PER_SECOND, SEARCH_CLIENT_MS_PER_MINUTE)'}, ${seconds} s per run`)
    console.log(`page alone: ${alone.requests.average.toFixed(0)} req/s`)
    console.log(`page beside 2 connections of the largest search call: ${beside.requests.average.toFixed(0)} req/s (${share.toFixed(0)}%)`)
    console.log(`those search calls: ${searches.requests.average.toFixed(0)} req/s, ${searches.non2xx} answered 429`)
  } finally {
    child.kill()
  }
}

if (values.serve) await serve(!values['no-budget'])
else await measure()
