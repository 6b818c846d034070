import { z } from 'zod'
import { SearchApiError } from './api-error'
import type { SearchEngine } from './engine'
import { parseSearchParams } from './params'
import { readBodyText } from './read-body'
import { runQuery, type SearchResultJson } from './run-query'

export const MAX_BODY_BYTES = 64 * 1024
/** Queries in one multi-query request; DocSearch sends one. */
export const MAX_REQUESTS = 50

const ALLOW = 'POST, OPTIONS'
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
  return json(error.status, { message: error.message, status: error.status }, error.status === 405 ? { allow: ALLOW } : {})
}

const requestEntry = z.looseObject({
  indexName: z.string({ error: 'each request needs an indexName' }).min(1, 'indexName must not be empty').max(512),
  params: z.string().optional(),
  type: z.literal('default', { error: 'only type "default" (hits) is supported' }).optional(),
})

const multiQueryBody = z.object(
  {
    requests: z
      .array(requestEntry, { error: 'requests must be an array' })
      .min(1, 'requests must not be empty')
      .max(MAX_REQUESTS, `at most ${MAX_REQUESTS} requests per call`),
    strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
  },
  { error: 'body must be a JSON object' },
)

const singleQueryBody = z.looseObject({ params: z.string().optional() }, { error: 'body must be a JSON object' })

function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const message = issue.code === 'invalid_type' && issue.input === undefined ? `Missing ${issue.path.map(String).join('.')}` : issue.message
  throw new SearchApiError(400, issue.path.length ? `${issue.path.map(String).join('.')}: ${message}` : message)
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

    const body = parseJson(await readBodyText(request, options.maxBodyBytes ?? MAX_BODY_BYTES))
    const search = typeof engine === 'function' ? engine() : engine

    if (route.kind === 'query') {
      const entry = validate(singleQueryBody, body)
      checkIndex(search, route.indexName)
      return json(200, runQuery(search, route.indexName, parseSearchParams(rawParams(entry))))
    }

    const { requests } = validate(multiQueryBody, body)
    for (const entry of requests) checkIndex(search, entry.indexName)
    const parsed = requests.map((entry) => ({ indexName: entry.indexName, params: parseSearchParams(rawParams(entry)) }))
    const results: SearchResultJson[] = parsed.map(({ indexName, params }) => runQuery(search, indexName, params))
    return json(200, { results })
  } catch (error) {
    if (error instanceof SearchApiError) return errorResponse(error)
    console.error('search: unexpected error', error)
    return json(500, { message: 'Internal error', status: 500 })
  }
}
