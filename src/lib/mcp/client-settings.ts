/** Where the docs MCP server answers, below the site's base path. */
export const MCP_PATH = '/api/mcp'

/** The name agents show for this server. */
export const MCP_SERVER_NAME = 'nitric-docs'

export interface McpClientSetting {
  id: 'cursor' | 'vscode' | 'claude-code'
  label: string
  /** Where the text goes: a file, or a terminal. */
  where: string
  language: 'json' | 'bash'
  text: string
}

/**
 * What each common agent client needs to reach the docs MCP server over Streamable HTTP. One place
 * for the page "Use these docs from an AI agent" and the page actions' "copy MCP settings".
 */
export function mcpClientSettings(endpoint: string): McpClientSetting[] {
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  return [
    { id: 'cursor', label: 'Cursor', where: '~/.cursor/mcp.json, or .cursor/mcp.json in a project', language: 'json', text: json({ mcpServers: { [MCP_SERVER_NAME]: { url: endpoint } } }) },
    { id: 'vscode', label: 'VS Code', where: '.vscode/mcp.json in a workspace', language: 'json', text: json({ servers: { [MCP_SERVER_NAME]: { type: 'http', url: endpoint } } }) },
    { id: 'claude-code', label: 'Claude Code', where: 'a terminal', language: 'bash', text: `claude mcp add --transport http ${MCP_SERVER_NAME} ${endpoint}` },
  ]
}

/** The MCP server's short address, below the base path: the same handlers as MCP_PATH (src/app/mcp/route.ts). */
export const MCP_ALIAS_PATH = '/mcp'
