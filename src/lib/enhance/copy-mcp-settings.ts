import { mcpClientSettings } from '@/lib/mcp/client-settings'
import { requestCopy } from './copied-feedback'
import { closestToTarget } from './event-target'

/** Marks a 'copy MCP settings' button of the page actions (src/components/PageActions.tsx); its value is the client's id. */
export const COPY_MCP_ATTRIBUTE = 'data-copy-mcp'
/** On the element around those buttons: the MCP server's absolute address, which the settings name. */
export const MCP_ENDPOINT_ATTRIBUTE = 'data-mcp-endpoint'

/** What a 'copy MCP settings' button dispatches on itself: the second half of the behaviour. */
const MCP_SETTINGS_EVENT = 'docs:copy-mcp'

interface McpSettingsRequest {
  endpoint: string
  client: string
}

/**
 * The first half of 'copy MCP settings', from the head's inline script
 * (src/inline-scripts/copy-mcp-clicks.ts): a click on a client's button hands on the client and the
 * endpoint. Split from the second half, which carries the settings module, to keep each script small.
 */
export function installMcpSettingsClicks(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = closestToTarget(event, `[${COPY_MCP_ATTRIBUTE}]`)
      const endpoint = button?.closest(`[${MCP_ENDPOINT_ATTRIBUTE}]`)?.getAttribute(MCP_ENDPOINT_ATTRIBUTE)
      if (endpoint) button!.dispatchEvent(new CustomEvent<McpSettingsRequest>(MCP_SETTINGS_EVENT, { bubbles: true, detail: { endpoint, client: button!.getAttribute(COPY_MCP_ATTRIBUTE)! } }))
    },
    { signal },
  )
}

/**
 * The second half, from the head's inline script (src/inline-scripts/copy-mcp-settings.ts): the
 * client's settings for the endpoint, as src/lib/mcp/client-settings.ts writes them, asked to be
 * copied (installCopiedFeedback copies them and shows 'Copied!'). Built in the browser rather than
 * carried in every page's markup.
 */
export function installMcpSettingsCopy(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    MCP_SETTINGS_EVENT,
    (event) => {
      const { endpoint, client } = (event as CustomEvent<McpSettingsRequest>).detail
      const setting = mcpClientSettings(endpoint).find((candidate) => candidate.id === client)
      if (setting) requestCopy(event.target as Element, setting.text)
    },
    { signal },
  )
}
