/**
 * Inline in the head: the MCP settings a 'copy MCP settings' button asked for, built and asked to be
 * copied (src/lib/enhance/copy-mcp-settings.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installMcpSettingsCopy } from '@/lib/enhance/copy-mcp-settings'

installMcpSettingsCopy(document)
