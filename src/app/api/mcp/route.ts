import { mcpRoute } from '@/lib/mcp/route-handlers'

// The docs MCP server for coding agents (src/lib/mcp/): POST /docs/api/mcp, Streamable HTTP, stateless.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = mcpRoute
