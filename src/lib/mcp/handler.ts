import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { identifiedClient } from '../client-address'
import { cpuMark, cpuMillisecondsSince } from '../cpu-time'
import { readCappedText } from '../http/read-capped-body'
import { allowHeader, MCP_METHODS } from '../http/methods'
import { requestLogContext, serverLogger, type ServerLogger } from '../log/json-logger'
import type { SearchBudget } from '../search/search-budget'
import { MAX_BATCH_MESSAGES, MAX_BODY_BYTES } from './limits'
import { createDocsMcpServer } from './server'
import type { DocsSources } from './sources'

export interface McpHandlerOptions {
  /** The docs the tools read; called only for a call that gets that far. */
  sources: () => DocsSources
  /** MCP_SERVER: off, the endpoint answers 404. */
  enabled: boolean
  /** CPU time of tool calls per process and per client (tool-budget.ts); no limit when absent. */
  budget?: SearchBudget
  /** Tell clients apart by X-Forwarded-For / X-Real-IP (TRUST_PROXY). */
  trustProxy?: boolean
  maxBodyBytes?: number
  logger?: ServerLogger
}

const ALLOW = allowHeader(MCP_METHODS)
// Like search, the endpoint reads and never writes and needs no credentials, so any origin may call
// it (an agent in a browser, an inspector): a cross-site call can only spend the time budgets.
const BASE_HEADERS = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' }

/** A JSON-RPC error answer without a request id, as the transport writes its own. */
function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}, data?: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message, ...(data && { data }) }, id: null }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...BASE_HEADERS, ...headers },
  })
}

function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      allow: ALLOW,
      'access-control-allow-origin': '*',
      'access-control-allow-methods': ALLOW,
      'access-control-allow-headers': 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
      'access-control-max-age': '86400',
    },
  })
}

const BODY_PROBLEMS = {
  'bad-length': 'Content-Length is not a number',
  unreadable: 'The request body could not be read',
  'not-utf8': 'The request body is not UTF-8',
} as const

/** The parsed body, or the answer refusing it: bounded before parsing, JSON, at most a few messages. */
async function readMessages(request: Request, maxBytes: number): Promise<{ body: unknown } | { refused: Response }> {
  const text = await readCappedText(request, maxBytes)
  if (!text.ok) {
    if (text.reason === 'too-large') return { refused: rpcError(413, -32000, `Request body too large: at most ${maxBytes} bytes`) }
    return { refused: rpcError(400, -32700, BODY_PROBLEMS[text.reason]) }
  }
  let body: unknown
  try {
    body = JSON.parse(text.text)
  } catch {
    return { refused: rpcError(400, -32700, 'Parse error: the body is not JSON; send one JSON-RPC message') }
  }
  if (Array.isArray(body) && (body.length === 0 || body.length > MAX_BATCH_MESSAGES)) {
    return { refused: rpcError(400, -32600, `Invalid Request: a batch holds 1 to ${MAX_BATCH_MESSAGES} messages; send one message per request`) }
  }
  return { body }
}

/**
 * The MCP endpoint over Streamable HTTP, stateless and read-only: each POST gets a fresh server and
 * transport (the SDK's stateless mode), answers in JSON (no stream is left open), and is done. The
 * transport checks Accept, Content-Type and the JSON-RPC shape; this adds what the site asks of every
 * API: a bounded body, a time budget per process and client, 405 with Allow for GET (no SSE stream)
 * and DELETE (no session), and logs that never hold the request's text.
 */
export async function handleMcpRequest(request: Request, options: McpHandlerOptions): Promise<Response> {
  const logger = options.logger ?? serverLogger('mcp')
  try {
    if (!options.enabled) return rpcError(404, -32601, 'The MCP server is turned off on this site')
    if (request.method === 'OPTIONS') return preflight()
    if (request.method !== 'POST') {
      return rpcError(405, -32000, `Method not allowed: this MCP server is stateless and answers ${ALLOW} only (no SSE stream, no sessions)`, { allow: ALLOW })
    }

    const client = identifiedClient(request, options.trustProxy ?? false)
    const decision = options.budget ? await options.budget.admit(client) : undefined
    if (decision && !decision.allowed) {
      const wait = decision.retryAfterSeconds
      return rpcError(429, -32000, `Too many requests: the docs server is busy; send this call again in ${wait} s`, { 'retry-after': String(wait) }, { retryAfterSeconds: wait })
    }
    const read = await readMessages(request, options.maxBodyBytes ?? MAX_BODY_BYTES)
    if ('refused' in read) return read.refused

    // Charged in CPU time from here to the end, not wall time (cpu-time.ts): a lone agent pays what its
    // call cost; calls running at once each pay for the others too, which only slows a flood.
    const started = cpuMark()
    const server = createDocsMcpServer(options.sources(), logger)
    try {
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
      await server.connect(transport)
      const response = await transport.handleRequest(request, { parsedBody: read.body })
      const headers = new Headers(response.headers)
      for (const [name, value] of Object.entries(BASE_HEADERS)) headers.set(name, value)
      return new Response(response.body, { status: response.status, headers })
    } finally {
      await server.close()
      await options.budget?.charge(client, cpuMillisecondsSince(started))
    }
  } catch (error) {
    logger.error('[mcp] unexpected error', error, requestLogContext(request.headers))
    return rpcError(500, -32603, 'Internal error')
  }
}
