import { MCP_METHODS, refusal } from '@/lib/http/methods'
import { handleMcpRequest, type McpHandlerOptions } from '@/lib/mcp/handler'
import { loadMcpSettings } from '@/lib/mcp/settings'
import { siteSources } from '@/lib/mcp/sources'
import { createSearchBudget } from '@/lib/search/search-budget'

// The docs MCP server for coding agents (src/lib/mcp/): POST /docs/api/mcp, Streamable HTTP, stateless.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

let options: McpHandlerOptions | undefined

/** The settings and budgets, made on the first call and kept for the life of the process. */
function mcpOptions(): McpHandlerOptions {
  if (!options) {
    const settings = loadMcpSettings()
    options = { sources: siteSources, enabled: settings.enabled, budget: createSearchBudget(settings), trustProxy: settings.trustProxy }
  }
  return options
}

function handle(request: Request): Promise<Response> {
  return handleMcpRequest(request, mcpOptions())
}

// Every method Next.js routes goes to the handler, which answers 405 with Allow for all but POST and
// OPTIONS; the refusals are marked so the route table lists POST and OPTIONS alone.
const refuse = refusal(MCP_METHODS, (request: Request) => handle(request))
export const POST = handle
export const OPTIONS = handle
export const GET = refuse
export const HEAD = refuse
export const PUT = refuse
export const PATCH = refuse
export const DELETE = refuse
