import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { createDocsMcpServer } from '@/lib/mcp/server'
import { siteSources } from '@/lib/mcp/sources'

/** The site's own pages, model and search, as the route gives them to the tools. */
export const sources = siteSources()

/** A client connected in memory to a fresh docs MCP server. */
export async function connectedClient(logger: Pick<Console, 'warn' | 'error'> = console): Promise<Client> {
  const server = createDocsMcpServer(sources, logger)
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  const client = new Client({ name: 'unit-test', version: '1.0.0' })
  await client.connect(clientSide)
  return client
}

/** A tool call's text and whether it is an error. */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
  return { text, isError: result.isError === true }
}
