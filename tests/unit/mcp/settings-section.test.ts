import { mcpClientSettings } from '@/lib/mcp/client-settings'
import { getPage } from '@/lib/content/loader'
import { pageMarkdown } from '@/lib/markdown/page'
import { mcpEndpoint } from '@/lib/mcp/settings-section'

describe('the page "Use these docs from an AI agent"', () => {
  it('shows each client\'s settings for this site\'s endpoint, from client-settings.ts', () => {
    const page = getPage('/getting-started/ai-agents')!
    const markdown = pageMarkdown(page, { siteUrl: 'https://nitric.io' })
    expect(mcpEndpoint('https://nitric.io')).toBe('https://nitric.io/docs/api/mcp')
    for (const client of mcpClientSettings(mcpEndpoint('https://nitric.io'))) {
      expect(markdown).toContain(`### ${client.label}\n`)
      expect(markdown).toContain(`\`\`\`${client.language}\n${client.text}\n\`\`\``)
    }
    expect(page.headings.map((heading) => heading.id)).toEqual(expect.arrayContaining(['cursor', 'vs-code', 'claude-code']))
  })
})
