import { z } from 'zod'
import { identifiedClient } from '../client-address'
import { allowHeader, SEARCH_METHODS } from '../http/methods'
import { requestLogContext, serverLogger, type ServerLogger } from '../log/json-logger'
import { AnswerBudget } from './answer-budget'
import { SearchApiError } from './api-error'
import type { SearchEngine } from './engine'
import { MAX_ANSWER_BYTES, MAX_BODY_BYTES, MAX_HITS_PER_CALL, MAX_INDEX_NAME_LENGTH, MAX_REQUESTS } from './limits'
import { parseSearchParams, type SearchParams } from './params'
import type { SearchBudget } from './search-budget'
import { readBodyText } from './read-body'
import { runQuery } from './run-query'

const ALLOW = allowHeader(SEARCH_METHODS)
// Unlike feedback (same-origin.ts), search takes requests from any origin on purpose: it reads and
// never writes, so a cross-site request can only spend the search time budgets (search-budget.ts)
// and cannot read a reader's data; Algolia's API is cross-origin by design (DocSearch posts text/plain
// to skip the preflight); and any Algolia client on another site may query the index as it could
// query Algolia.
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
}

/** `…/1/indexes/*\/queries` (multi-query, what DocSearch calls) and `…/1/indexes/{name}/query` (one index). */
type Route = { kind: 'queries' } | { kind: 'query'; indexName: string }

function matchRoute(pathname: string): Route | null {
  const match = /\/1\/indexes\/([^/]+)\/(queries|query)\/?$/.exec(pathname)
  if (!match) return null
  if (match[2] === 'queries') return match[1] === '*' || match[1] === '%2A' ? { kind: 'queries' } : null
  try {
    return { kind: 'query', indexName: decodeURIComponent(match[1]) }
  } catch {
    return null
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...headers } })
}

function errorResponse(error: SearchApiError): Response {
  return json(error.status, { message: error.message, status: error.status }, { ...error.headers, ...(error.status === 405 ? { allow: ALLOW } : {}) })
}

const requestEntry = z.looseObject(
  {
    indexName: z
      .string({ error: 'must be a string' })
      .min(1, 'must not be empty')
      .max(MAX_INDEX_NAME_LENGTH, `must be at most ${MAX_INDEX_NAME_LENGTH} characters`),
    params: z.string({ error: 'must be a urlencoded string' }).optional(),
    type: z.literal('default', { error: 'only type "default" (hits) is supported' }).optional(),
  },
  { error: 'must be a JSON object' },
)

const multiQueryBody = z.object(
  {
    requests: z
      .array(requestEntry, { error: 'must be an array of queries' })
      .min(1, 'must not be empty')
      .max(MAX_REQUESTS, `at most ${MAX_REQUESTS} queries per call`),
    strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
  },
  { error: 'body must be a JSON object' },
)

const singleQueryBody = z.looseObject({ params: z.string({ error: 'must be a urlencoded string' }).optional() }, { error: 'body must be a JSON object' })

/** The first problem as `path: message`, or `Missing path` for an absent field. */
function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  // Zod leaves the offending value out of its issues unless asked: it tells a missing field from a wrong one.
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue.path.map(String).join('.')
  if (path && issue.code === 'invalid_type' && issue.input === undefined) throw new SearchApiError(400, `Missing ${path}`)
  throw new SearchApiError(400, path ? `${path}: ${issue.message}` : issue.message)
}

/** The query parameters of one request: its urlencoded `params` string, overridden by parameters given as fields. */
function rawParams(entry: Record<string, unknown>): Record<string, unknown> {
  const { indexName: _indexName, params, type: _type, ...fields } = entry
  const fromString = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : {}
  return { ...fromString, ...fields }
}

function checkIndex(engine: SearchEngine, indexName: string): void {
  if (indexName !== engine.indexName) throw new SearchApiError(404, `Index ${indexName.slice(0, 100)} does not exist`)
}

/** Refuses, before any work, a call whose queries together ask for more hits than one answer may hold. */
function checkHitsPerCall(queries: SearchParams[]): void {
  const hits = queries.reduce((sum, params) => sum + params.hitsPerPage, 0)
  if (hits > MAX_HITS_PER_CALL) {
    throw new SearchApiError(400, `answer too large: at most ${MAX_HITS_PER_CALL} hits per call (hitsPerPage summed over the queries); lower hitsPerPage or the number of queries`)
  }
}

/** Refuses a call, 429 in Algolia's shape with Retry-After, when a time budget is used up. */
async function admit(budget: SearchBudget | undefined, client: string | undefined): Promise<void> {
  const decision = budget ? await budget.admit(client) : undefined
  if (!decision || decision.allowed) return
  throw new SearchApiError(429, `Too many search requests: try again in ${decision.retryAfterSeconds} s`, { 'retry-after': String(decision.retryAfterSeconds) })
}

/** The answer to a call's parsed body: its queries, validated against the caps, run and formatted. */
function answer(route: Route, body: unknown, engine: SearchEngine | (() => SearchEngine), options: SearchHandlerOptions): Response {
  const search = typeof engine === 'function' ? engine() : engine
  const budget = new AnswerBudget(options.maxAnswerBytes ?? MAX_ANSWER_BYTES)

  if (route.kind === 'query') {
    const entry = validate(singleQueryBody, body)
    checkIndex(search, route.indexName)
    const params = parseSearchParams(rawParams(entry))
    checkHitsPerCall([params])
    return json(200, runQuery(search, route.indexName, params, budget))
  }

  const { requests } = validate(multiQueryBody, body)
  for (const entry of requests) checkIndex(search, entry.indexName)
  const parsed = requests.map((entry) => ({ indexName: entry.indexName, params: parseSearchParams(rawParams(entry)) }))
  checkHitsPerCall(parsed.map(({ params }) => params))
  return json(200, { results: parsed.map(({ indexName, params }) => runQuery(search, indexName, params, budget)) })
}

function parseJson(text: string): unknown {
  if (!text.trim()) throw new SearchApiError(400, 'Request body is empty: send a JSON object')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new SearchApiError(400, 'Request body is not valid JSON')
  }
}

export interface SearchHandlerOptions {
  maxBodyBytes?: number
  maxAnswerBytes?: number
  /** Search time per process and per client (search-budget.ts); no limit when absent. */
  budget?: SearchBudget
  /** Tell clients apart by X-Forwarded-For / X-Real-IP (TRUST_PROXY). */
  trustProxy?: boolean
  /** Where an unexpected error (a 500) is reported; JSON lines in production. */
  logger?: ServerLogger
}

/**
 * Answers Algolia search API calls from an in-process engine, so DocSearch (or any Algolia client)
 * pointed at this route works without Algolia. Web-standard Request/Response: Next's route handler
 * and a plain node:http server both call it. `engine` may be a function, called only for a valid
 * query, so the index is built lazily.
 */
export async function handleSearchRequest(
  request: Request,
  engine: SearchEngine | (() => SearchEngine),
  options: SearchHandlerOptions = {},
): Promise<Response> {
  try {
    const route = matchRoute(new URL(request.url).pathname)
    if (!route) throw new SearchApiError(404, 'Not found: the search API answers POST …/1/indexes/*/queries')
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          allow: ALLOW,
          'access-control-allow-origin': '*',
          'access-control-allow-methods': ALLOW,
          'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? 'content-type',
          'access-control-max-age': '86400',
        },
      })
    }
    if (request.method !== 'POST') throw new SearchApiError(405, `Method ${request.method} not allowed: use POST`)

    // The time budgets are asked first, so a refused call costs next to nothing, and charged the
    // synchronous work (parsing, ranking, formatting), which is time the pages wait.
    const client = identifiedClient(request, options.trustProxy ?? false)
    await admit(options.budget, client)
    const text = await readBodyText(request, options.maxBodyBytes ?? MAX_BODY_BYTES)
    const started = performance.now()
    try {
      return answer(route, parseJson(text), engine, options)
    } finally {
      await options.budget?.charge(client, performance.now() - started)
    }
  } catch (error) {
    if (error instanceof SearchApiError) return errorResponse(error)
    const logger = options.logger ?? serverLogger('search')
    logger.error('[search] unexpected error', error, requestLogContext(request.headers))
    return json(500, { message: 'Internal error', status: 500 })
  }
}
