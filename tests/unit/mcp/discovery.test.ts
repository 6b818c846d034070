import { describe, expect, it } from 'vitest'
import { mcpServerCard } from '@/lib/mcp/discovery'
import { DOCS_TOOLS, MCP_SERVER_VERSION } from '@/lib/mcp/server'
import { skillMarkdown } from '@/lib/markdown/skill'
import { sdkLlmsFiles } from '@/lib/markdown/sdk-llms-files'

describe('the MCP discovery document', () => {
  it('lists the server’s own tools, with their arguments as JSON Schema', () => {
    const card = mcpServerCard('https://nitric.io/docs/api/mcp')
    expect(card).toMatchObject({ name: 'nitric-docs', version: MCP_SERVER_VERSION, transport: { type: 'streamable-http', url: 'https://nitric.io/docs/api/mcp' } })
    expect(card.tools.map((tool) => tool.name)).toEqual(DOCS_TOOLS.map((tool) => tool.name))
    for (const [index, tool] of DOCS_TOOLS.entries()) {
      expect(card.tools[index].description).toBe(tool.description)
      expect(Object.keys((card.tools[index].inputSchema as { properties?: object }).properties ?? {}).sort()).toEqual(Object.keys(tool.inputSchema).sort())
    }
  })
})

describe('the skill file', () => {
  it('names every tool and every SDK version, and where the llms files and the server are', () => {
    const skill = skillMarkdown('https://nitric.io')
    expect(skill).toMatch(/^---\nname: nitric-docs\ndescription: .+\n---\n/)
    for (const tool of DOCS_TOOLS) expect(skill).toContain(`- \`${tool.name}\``)
    for (const files of sdkLlmsFiles()) expect(skill).toContain(`https://nitric.io/docs${files.route}/llms.txt`)
    for (const address of ['https://nitric.io/docs/api/mcp', 'https://nitric.io/docs/mcp', 'https://nitric.io/docs/llms.txt', 'https://nitric.io/docs/llms-full.txt', 'https://nitric.io/docs/.well-known/mcp/server-card.json']) {
      expect(skill).toContain(address)
    }
  })
})
