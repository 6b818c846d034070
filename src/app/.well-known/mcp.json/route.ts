import { mcpUrl } from '@/lib/markdown/agent-note'
import { mcpServerCardResponse } from '@/lib/mcp/discovery'
import { siteSettings } from '@/lib/settings'

// The docs MCP server's discovery document (src/lib/mcp/discovery.ts), built at build time.
export const dynamic = 'force-static'

export function GET(): Response {
  return mcpServerCardResponse(mcpUrl(siteSettings().NEXT_PUBLIC_SITE_URL))
}
