import { mcpRoute } from '@/lib/mcp/route-handlers'

// /docs/mcp: the short address of the docs MCP server, the same handlers as /docs/api/mcp.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = mcpRoute
