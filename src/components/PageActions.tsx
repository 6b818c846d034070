import { COPY_MCP_ATTRIBUTE, MCP_ENDPOINT_ATTRIBUTE } from '@/lib/enhance/copy-mcp-settings'
import { mcpClientSettings } from '@/lib/mcp/client-settings'
import { chatLinks } from '@/lib/page-actions/chat-links'
import { LLMS_ACTION_LABEL } from '@/lib/page-actions/llms-action'

/** The one page-actions menu a page has; its button anchors it (see .page-actions-menu in globals.css). */
const MENU_ID = 'page-actions'
const MCP_GROUP_ID = 'page-actions-mcp'
export const PAGE_ACTIONS_LABEL = 'More page actions'

export interface PageActionsProps {
  /** The absolute address of the page's Markdown, which the chats are asked to read. */
  markdownUrl: string
  /** The absolute address of the docs MCP server. */
  mcpEndpoint: string
  /** The address of llms.txt, the index of every page for agents. */
  llmsHref: string
}

/**
 * The button beside 'Copy page as Markdown' and the menu it opens: the page in a new ChatGPT or
 * Claude chat, llms.txt (which is also how agents reading the HTML learn of it), and the MCP
 * server's settings for each common agent client. Plain server markup: the
 * menu is a native popover (the browser opens and closes it), its links are links, the copy buttons
 * name their client for the head's scripts, which build its settings, and the arrow keys are a head script's
 * (src/lib/enhance/menu-keys.ts), so it all works from first paint and loads nothing until used.
 */
export function PageActions({ markdownUrl, mcpEndpoint, llmsHref }: PageActionsProps) {
  return (
    <>
      <button type="button" popoverTarget={MENU_ID} aria-haspopup="menu" className="page-actions-trigger">
        <span className="sr-only">{PAGE_ACTIONS_LABEL}</span>
      </button>
      <div id={MENU_ID} popover="auto" role="menu" aria-label="Page actions" className="page-actions-menu">
        {chatLinks(markdownUrl).map((link) => (
          <a key={link.id} role="menuitem" href={link.href} target="_blank" rel="noopener" className="page-action">
            {link.label}
          </a>
        ))}
        <a role="menuitem" href={llmsHref} className="page-action">
          {LLMS_ACTION_LABEL}
        </a>
        <div role="group" aria-labelledby={MCP_GROUP_ID} {...{ [MCP_ENDPOINT_ATTRIBUTE]: mcpEndpoint }}>
          <div id={MCP_GROUP_ID} className="page-actions-group">
            Copy MCP settings
          </div>
          {mcpClientSettings(mcpEndpoint).map((setting) => (
            <button key={setting.id} type="button" role="menuitem" {...{ [COPY_MCP_ATTRIBUTE]: setting.id }} className="page-action copy-action">
              <span aria-live="polite">{setting.label}</span>
            </button>
          ))}
        </div>
      </div>
    </>
  )
}
