import type { Code, Root, RootContent } from 'mdast'
import { heading, paragraph, text } from '../content/mdast-nodes'
import { canonicalUrl } from '../head'
import { MCP_PATH, mcpClientSettings } from './client-settings'

/** The MCP endpoint's public address: the site's origin, base path and MCP_PATH. */
export function mcpEndpoint(siteUrl: string): string {
  return canonicalUrl(siteUrl, MCP_PATH)
}

/** Each agent client's settings as a heading, where they go and the text to paste. */
export function mcpSettingsNodes(endpoint: string): RootContent[] {
  return mcpClientSettings(endpoint).flatMap((client): RootContent[] => {
    const where = text(client.language === 'bash' ? 'Run in a terminal:' : `Add to ${client.where}:`)
    const code: Code = { type: 'code', lang: client.language, meta: null, value: client.text }
    return [heading(client.label, 3), paragraph([where]), code]
  })
}

/**
 * Replaces `<McpClientSettings />` on a page with each client's settings for this site's endpoint,
 * so the page, the page actions' copy menu and the server share one source (client-settings.ts).
 */
export function expandMcpClientSettings(tree: Root, siteUrl: string): void {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'McpClientSettings')
  if (at === -1) return
  tree.children.splice(at, 1, ...mcpSettingsNodes(mcpEndpoint(siteUrl)))
}
