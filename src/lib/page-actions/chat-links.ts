import { siteConfig } from '@/site.config'

export interface ChatLink {
  id: 'chatgpt' | 'claude'
  label: string
  href: string
}

/** What a new chat opens with: the page's Markdown address, for the assistant to read (short: every page carries it twice). */
export function chatPrompt(markdownUrl: string): string {
  return `Read this ${siteConfig.name} docs page and answer my questions about it: ${markdownUrl}`
}

/**
 * "Open in ChatGPT" and "Open in Claude": each service's address for a new chat whose message box
 * holds the prompt (its `q` parameter).
 */
export function chatLinks(markdownUrl: string): ChatLink[] {
  const q = encodeURIComponent(chatPrompt(markdownUrl))
  return [
    { id: 'chatgpt', label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${q}` },
    { id: 'claude', label: 'Open in Claude', href: `https://claude.ai/new?q=${q}` },
  ]
}
