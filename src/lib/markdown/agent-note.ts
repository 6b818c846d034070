import { canonicalUrl } from '@/lib/head'
import { MCP_PATH } from '@/lib/mcp/client-settings'
import { sdkLlmsFilesForRoute, sdkLlmsUrl } from './sdk-llms-files'
import { SKILL_PATH } from './agent-paths'

/** The docs MCP server's absolute address. */
export function mcpUrl(siteUrl: string): string {
  return canonicalUrl(siteUrl, MCP_PATH)
}

/**
 * The line each `.md` answer starts with, for an agent that fetched one page: how to use these docs
 * (the skill file), where the MCP server is, and the llms file of the SDK version the page documents
 * (of every SDK version, elsewhere).
 */
export function agentNote(route: string | undefined, siteUrl: string): string {
  const files = route === undefined ? undefined : sdkLlmsFilesForRoute(route)
  const llms = files
    ? `this SDK version's pages in one list: ${sdkLlmsUrl(files, siteUrl)}`
    : `each SDK version's pages in one list: see ${canonicalUrl(siteUrl, '/')}/llms.txt`
  return `> For agents: how to use these docs: ${canonicalUrl(siteUrl, '/')}${SKILL_PATH}; search them and look up SDK symbols by version over MCP at ${mcpUrl(siteUrl)}; ${llms}.`
}
