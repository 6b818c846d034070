import { describe, expect, it } from 'vitest'
import { getListedPages, getPage, getRoutes } from '@/lib/content/loader'
import { agentNote } from '@/lib/markdown/agent-note'
import { LLMS_FILE_LIMIT, llmsIndex } from '@/lib/markdown/llms'
import { llmsFullIndex, llmsPartText, llmsParts } from '@/lib/markdown/llms-parts'
import { pageMarkdown } from '@/lib/markdown/page'
import { sdkLlmsFull, sdkLlmsIndex } from '@/lib/markdown/sdk-llms'
import { sdkLlmsFiles } from '@/lib/markdown/sdk-llms-files'
import { skillMarkdown } from '@/lib/markdown/skill'

// A long production address, so the figures hold for any site address shorter than it.
const SITE = 'https://docs-preview.example-company.com'
const listed = getListedPages()

describe('every llms file and every page’s Markdown stays under the size agents read whole', () => {
  it('every page’s .md answer', () => {
    const over = getRoutes().map((route) => getPage(route)!)
      .map((page) => ({ route: page.route, length: `${agentNote(page.route, SITE)}\n\n${pageMarkdown(page, { siteUrl: SITE })}`.length }))
      .filter((page) => page.length >= LLMS_FILE_LIMIT)
    expect(over).toEqual([])
  })

  it('llms.txt, llms-full.txt, the skill file, and each SDK version’s files', () => {
    const files = [
      ['llms.txt', llmsIndex(listed, SITE)],
      ['llms-full.txt', llmsFullIndex(listed, SITE)],
      ['skill.md', skillMarkdown(SITE)],
      ...sdkLlmsFiles().flatMap((files) => [
        [`${files.route}/llms.txt`, sdkLlmsIndex(listed, files, SITE)],
        [`${files.route}/llms-full.txt`, sdkLlmsFull(listed, files, SITE)],
      ]),
    ]
    const over = files.filter(([, text]) => text.length >= LLMS_FILE_LIMIT).map(([name, text]) => `${name}: ${text.length}`)
    expect(over).toEqual([])
  })

  it('each part of the full text, which together hold every listed page once', () => {
    const parts = llmsParts(listed, SITE)
    const over = parts.filter((part) => llmsPartText(part, SITE).length >= LLMS_FILE_LIMIT).map((part) => `${part.slug}: ${llmsPartText(part, SITE).length}`)
    expect(over).toEqual([])
    const routes = parts.flatMap((part) => part.pages.map((page) => page.route))
    expect(routes.toSorted()).toEqual(listed.map((page) => page.route).toSorted())
    expect(new Set(parts.map((part) => part.slug)).size).toBe(parts.length)
    expect(parts.every((part) => /^[a-z0-9-]+$/.test(part.slug))).toBe(true)
  })

  it('llms-full.txt links every part, and llms.txt the skill file and every SDK version’s index', () => {
    const full = llmsFullIndex(listed, SITE)
    for (const part of llmsParts(listed, SITE)) expect(full).toContain(`${SITE}/docs/llms-full/${part.slug}.txt`)
    const index = llmsIndex(listed, SITE)
    expect(index).toContain(`${SITE}/docs/skill.md`)
    for (const files of sdkLlmsFiles()) expect(index).toContain(`](${SITE}/docs${files.route}/llms.txt)`)
  })
})
