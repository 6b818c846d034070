import { describe, expect, it } from 'vitest'
import { getAllPages, getListedPages } from '@/lib/content/loader'
import { markdownRoute, routeFromMarkdownSlug } from '@/lib/markdown/links'
import { llmsIndex, llmsSections } from '@/lib/markdown/llms'
import { llmsPartText, llmsParts } from '@/lib/markdown/llms-parts'
import { sdkLlmsIndex, sdkVersionPages } from '@/lib/markdown/sdk-llms'
import { sdkLlmsFiles } from '@/lib/markdown/sdk-llms-files'
import { pageMarkdown } from '@/lib/markdown/page'

const SITE = 'https://nitric.io'
const pages = getAllPages()

describe('Markdown addresses', () => {
  it('append .md to the route; the home page is index.md; the route handler maps back', () => {
    expect(markdownRoute('/')).toBe('/index.md')
    expect(markdownRoute('/reference/nodejs/v0')).toBe('/reference/nodejs/v0.md')
  for (const page of pages) {
      const slug = markdownRoute(page.route).slice(1, -3).split('/')
      expect(routeFromMarkdownSlug(slug)).toBe(page.route)
    }
  })
})

describe('every page as Markdown', () => {
  it('starts with its title and description, has no MDX left and only absolute links', () => {
  for (const page of pages) {
      const markdown = pageMarkdown(page, { siteUrl: SITE })
      expect(markdown.startsWith(`# ${page.title}\n\n> `), page.route).toBe(true)
      // Fences may sit inside a callout, where every line starts with '> '.
      const outsideCode = markdown.replace(/^((?:> )*)(```|~~~)[\s\S]*?^\1\2/gm, '').replace(/`[^`\n]*`/g, '')
      expect(outsideCode, page.route).not.toMatch(/(?<!\\)<\/?[A-Z][A-Za-z]*[\s/>]/)
      for (const [, url] of markdown.matchAll(/\]\(([^)\s]+)/g)) expect(url, `${page.route}: ${url}`).toMatch(/^(https?:|mailto:)/)
    }
  })
})

describe('llms.txt', () => {
  const listed = getListedPages()
  const index = llmsIndex(listed, SITE)

  it('follows llmstxt.org: H1 name, blockquote summary, H2 sections of "- [title](url): description"', () => {
    const lines = index.trimEnd().split('\n')
    expect(lines[0]).toBe('# Nitric Documentation')
    expect(lines[2]).toMatch(/^> \S/)
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1)
    // Each page's Markdown, and each SDK version's own llms file.
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/nitric\.io\/docs\/[^)]+(?:\.md|\/llms\.txt)\): \S/)
  })

  it('lists every listed page exactly once, with its description, here or in its SDK version’s own llms.txt, and no unlisted page', () => {
    expect(pages.some((page) => page.unlisted)).toBe(true)
    for (const page of pages.filter((p) => p.unlisted)) expect(index).not.toContain(`${markdownRoute(page.route)})`)
    const versionIndexes = new Map(sdkLlmsFiles().flatMap((files) => sdkVersionPages(listed, files).map((page) => [page.route, sdkLlmsIndex(listed, files, SITE)] as const)))
    for (const page of listed) {
      const link = `](${SITE}/docs${markdownRoute(page.route)}): ${page.description.replace(/\s+/g, ' ')}`
      const inVersion = versionIndexes.get(page.route)
      expect(index.split(link).length - 1, page.route).toBe(inVersion ? 0 : 1)
      if (inVersion) expect(inVersion.split(link).length - 1, page.route).toBe(1)
    }
  })

  it('groups pages by the main menu, pages outside it under Optional, last', () => {
    const sections = llmsSections(pages)
    expect(sections[0]).toMatchObject({ title: 'Start here' })
    expect(sections.map((s) => s.title)).toContain('Getting started')
    const libraries = sections.find((s) => s.title === 'Libraries')!
    expect(libraries.pages.map((p) => p.route)).toContain('/reference/nodejs/v0')
    const optional = sections.at(-1)!
    expect(optional.title).toBe('Optional')
    expect(optional.pages.map((p) => p.route)).toContain('/kitchen-sink')
  })
})

describe('llms-full.txt', () => {
  it('its parts hold every listed page with its source address, in the llms.txt order within each collection', () => {
    const listed = getListedPages()
    const full = llmsParts(listed, SITE)
      .map((part) => llmsPartText(part, SITE))
      .join('\n')
    const sdkPages = new Set(sdkLlmsFiles().flatMap((files) => sdkVersionPages(listed, files).map((page) => page.route)))
    const ordered = llmsSections(listed).flatMap((section) => section.pages)
    for (const inOrder of [ordered.filter((page) => !sdkPages.has(page.route)), ...sdkLlmsFiles().map((files) => ordered.filter((page) => sdkVersionPages(listed, files).includes(page)))]) {
      expectInOrder(full, inOrder)
    }
  })
})

function expectInOrder(full: string, pages: readonly { route: string; title: string }[]) {
  let last = -1
  for (const page of pages) {
    const source = `Source: ${SITE}/docs${page.route === '/' ? '' : page.route}\n`
    const at = full.indexOf(`# ${page.title}\n\n${source}`)
    expect(at, page.route).toBeGreaterThan(last)
    last = at
  }
}
