import { MCP_METHODS, postRoute } from '@/lib/http/methods'
import { handleMcpRequest, type McpHandlerOptions } from './handler'
import { loadMcpSettings } from './settings'
import { siteSources } from './sources'
import { createMcpBudget } from './tool-budget'

let options: McpHandlerOptions | undefined

/** The settings and budgets, made on the first call and kept for the life of the process: both MCP addresses share them. */
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

/**
 * The method exports of the MCP routes (/docs/api/mcp and its short alias /docs/mcp): every method
 * Next.js routes goes to the handler, which answers 405 with Allow for all but POST and OPTIONS.
 */
export const mcpRoute = postRoute(MCP_METHODS, handle)
