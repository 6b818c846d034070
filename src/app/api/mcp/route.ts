import { MCP_METHODS, postRoute } from '@/lib/http/methods'
import { handleMcpRequest, type McpHandlerOptions } from '@/lib/mcp/handler'
import { loadMcpSettings } from '@/lib/mcp/settings'
import { siteSources } from '@/lib/mcp/sources'
import { createMcpBudget } from '@/lib/mcp/tool-budget'

// The docs MCP server for coding agents (src/lib/mcp/): POST /docs/api/mcp, Streamable HTTP, stateless.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

let options: McpHandlerOptions | undefined

/** The settings and budgets, made on the first call and kept for the life of the process. */
function mcpOptions(): McpHandlerOptions {
  if (!options) {
    const settings = loadMcpSettings()
    options = { sources: siteSources, enabled: settings.enabled, budget: createMcpBudget(settings), trustProxy: settings.trustProxy }
  }
  return options
}

function handle(request: Request): Promise<Response> {
  return handleMcpRequest(request, mcpOptions())
}

// Every method Next.js routes goes to the handler, which answers 405 with Allow for all but POST and OPTIONS.
export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = postRoute(MCP_METHODS, handle)
