import { z } from 'zod'
import { MCP_SERVER_NAME } from './client-settings'
import { DOCS_TOOLS, MCP_SERVER_VERSION } from './server'

/** Where agents look for the server's description, below the base path (the MCP server-card proposal, and the shorter name some clients try). */
export const MCP_DISCOVERY_PATHS = ['/.well-known/mcp/server-card.json', '/.well-known/mcp.json'] as const

/**
 * The discovery document for the docs MCP server: its name, version, transport and address, and
 * each tool with its arguments' JSON Schema, all read from the server's own tool definitions
 * (server.ts), so it cannot list a tool the server does not offer.
 */
export function mcpServerCard(endpoint: string) {
  return {
    name: MCP_SERVER_NAME,
    title: 'Nitric docs',
    version: MCP_SERVER_VERSION,
    description: 'Search the Nitric documentation, read its pages as Markdown, and look up SDK symbols for a given SDK language and version.',
    transport: { type: 'streamable-http', url: endpoint },
    remotes: [{ type: 'streamable-http', url: endpoint }],
    authentication: { required: false },
    capabilities: { tools: { listChanged: false } },
    tools: DOCS_TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: z.toJSONSchema(z.object(tool.inputSchema)),
      annotations: { readOnlyHint: true },
    })),
  }
}

/** The document as a JSON answer, for each discovery address's route (built at build time). */
export function mcpServerCardResponse(endpoint: string): Response {
  return Response.json(mcpServerCard(endpoint), { headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' } })
}
