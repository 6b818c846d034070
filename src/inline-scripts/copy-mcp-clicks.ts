/**
 * Inline in the head: a click on one of the page actions' 'copy MCP settings' buttons, from first paint
 * (src/lib/enhance/copy-mcp-settings.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installMcpSettingsClicks } from '@/lib/enhance/copy-mcp-settings'

installMcpSettingsClicks(document)
