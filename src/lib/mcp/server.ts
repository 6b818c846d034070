import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { z } from 'zod'
import type { ServerLogger } from '../log/json-logger'
import { errorResult, textResult, ToolInputError } from './answer'
import { MCP_SERVER_NAME } from './client-settings'
import { MAX_TOOL_INPUT_ELEMENTS } from './limits'
import type { DocsSources } from './sources'
import { diffVersionsTool } from './tools/diff-versions'
import { getPage } from './tools/get-page'
import { getSymbol } from './tools/get-symbol'
import { listEquivalents } from './tools/list-equivalents'
import { listSdks } from './tools/list-sdks'
import { searchDocs } from './tools/search-docs'
import type { DocsTool } from './tools/tool'

/** The version agents see in serverInfo: raise it when a tool's arguments or answers change. */
export const MCP_SERVER_VERSION = '1.0.0'

/** Every tool the server offers, in the order agents see them. */
export const DOCS_TOOLS = [searchDocs, getPage, listSdks, getSymbol, listEquivalents, diffVersionsTool] as const

const INSTRUCTIONS =
  'Documentation of Nitric, the framework for cloud applications, with a typed reference of every SDK version. ' +
  'Call list_sdks to learn the SDK ids and versions, then pass sdk and version to the other tools so answers match the code you write: ' +
  'get_symbol for an exact signature and examples, search_docs to find pages, get_page to read one, list_equivalents to port code, diff_versions to upgrade.'

/** Runs a tool: its text, or its error for the agent; a bug is logged (never the arguments) and answered without detail. */
function runTool<Shape extends z.ZodRawShape>(tool: DocsTool<Shape>, args: z.output<z.ZodObject<Shape>>, sources: DocsSources, logger: ServerLogger): CallToolResult {
  try {
    return textResult(tool.run(args, sources))
  } catch (error) {
    if (error instanceof ToolInputError) return errorResult(error.message)
    logger.error(`[mcp] tool ${tool.name} failed`, error)
    return errorResult(`${tool.name} failed on the server; try again later or use another tool.`)
  }
}

/**
 * A read-only MCP server over the docs: one per request, since the endpoint is stateless
 * (handler.ts). Everything it answers comes from the loader, the reference model and the site's
 * search engine, through `sources`.
 */
export function createDocsMcpServer(sources: DocsSources, logger: ServerLogger): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION }, { instructions: INSTRUCTIONS, maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS })
  for (const tool of DOCS_TOOLS as readonly DocsTool<z.ZodRawShape>[]) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      (args: z.output<z.ZodObject<z.ZodRawShape>>) => runTool(tool, args, sources, logger),
    )
  }
  return server
}
