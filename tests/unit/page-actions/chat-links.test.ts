import { describe, expect, it } from 'vitest'
import { chatLinks, chatPrompt } from '@/lib/page-actions/chat-links'

const MARKDOWN_URL = 'https://nitric.io/docs/reference/nodejs/storage/bucket-file-write.md'

describe('chat links', () => {
  it('open a new ChatGPT or Claude chat whose prompt names the page’s Markdown address', () => {
    const links = chatLinks(MARKDOWN_URL)
    expect(links.map((link) => [link.id, link.label])).toEqual([
      ['chatgpt', 'Open in ChatGPT'],
      ['claude', 'Open in Claude'],
    ])
    const [chatgpt, claude] = links.map((link) => new URL(link.href))
    expect(chatgpt.origin + chatgpt.pathname).toBe('https://chatgpt.com/')
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new')
    for (const url of [chatgpt, claude]) {
      expect([...url.searchParams.keys()]).toEqual(['q'])
      expect(url.searchParams.get('q')).toBe(chatPrompt(MARKDOWN_URL))
      expect(url.searchParams.get('q')).toContain(MARKDOWN_URL)
    }
  })

  it('encode the prompt as one query value: spaces, slashes, & # ? and non-ASCII cannot break out of it', () => {
    const odd = 'https://example.com/docs/a b/c&d=e#f?g/é.md'
    for (const link of chatLinks(odd)) {
      const query = link.href.slice(link.href.indexOf('?q=') + 3)
      expect(query).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/)
      expect(decodeURIComponent(query)).toBe(chatPrompt(odd))
      expect(new URL(link.href).hash).toBe('')
    }
  })
})
