import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { siteMenus } from '@/lib/navigation/site-menus'
import type { Menu } from '@/lib/navigation/types'
import { allGroups } from '@/lib/navigation/select-menu'
import { siteConfig } from '@/site.config'
import { markdownRoute } from './links'
import { mcpUrl } from './agent-note'
import { pageMarkdown } from './page'
import { SKILL_PATH } from './agent-paths'
import { sdkLlmsFiles, sdkLlmsUrl } from './sdk-llms-files'

export interface LlmsSection {
  title: string
  pages: DocPage[]
}

/** Agents truncate a file past about 50,000 characters (the Agent-Friendly Documentation Spec): every llms file and page Markdown stays under it. */
export const LLMS_FILE_LIMIT = 50_000

const FIRST_SECTION = 'Start here'
/** llmstxt.org: links under "Optional" may be skipped when a shorter context is needed. */
const OPTIONAL_SECTION = 'Optional'

/**
 * Pages in the order of the main menu, grouped by its sections: a page belongs to the menu link it
 * equals or lies below (the longest such link), e.g. /reference/nodejs/v0 under 'Libraries'. Pages
 * no menu link reaches (writers' pages) come last, under 'Optional'.
 */
export function llmsSections(pages: readonly DocPage[], menus: readonly Menu[] = siteMenus()): LlmsSection[] {
  const main = menus.find((menu) => menu.key === '')!
  const links = allGroups(main).flatMap((group, groupIndex) =>
    group.links.map((link, linkIndex) => ({ href: link.href, section: group.title ?? FIRST_SECTION, order: groupIndex * 1000 + linkIndex })),
  )
  // Within a main-menu entry, pages keep the order of the section menus (e.g. the comparisons menu).
  const menuOrder = new Map<string, number>()
  for (const link of menus.flatMap((menu) => allGroups(menu).flatMap((group) => group.links))) {
    if (!menuOrder.has(link.href)) menuOrder.set(link.href, menuOrder.size)
  }
  const placed = pages.map((page) => {
    const owner = links
      .filter((link) => page.route === link.href || (link.href !== '/' && page.route.startsWith(link.href + '/')))
      .sort((a, b) => b.href.length - a.href.length)[0]
    return {
      page,
      section: owner?.section ?? OPTIONAL_SECTION,
      order: owner?.order ?? Number.MAX_SAFE_INTEGER,
      within: page.route === owner?.href ? -1 : (menuOrder.get(page.route) ?? Number.MAX_SAFE_INTEGER),
    }
  })
  placed.sort((a, b) => a.order - b.order || a.within - b.within || a.page.route.localeCompare(b.page.route))
  const sections: LlmsSection[] = []
  for (const { page, section } of placed) {
    const last = sections.at(-1)
    if (last?.title === section) last.pages.push(page)
    else sections.push({ title: section, pages: [page] })
  }
  return sections
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const siteName = `${siteConfig.name} ${siteConfig.docsTitle}`

/** The `## section` lists of links to each page's Markdown, with its description, in llms.txt's order. */
export function llmsLinkList(pages: readonly DocPage[], siteUrl: string): string[] {
  const lines: string[] = []
  for (const section of llmsSections(pages)) {
    lines.push('', `## ${section.title}`, '')
    for (const page of section.pages) {
      lines.push(`- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${siteUrl}${siteConfig.basePath}${markdownRoute(page.route)}): ${oneLine(page.description)}`)
    }
  }
  return lines
}

/** The per-SDK-version llms files, one line each: where an agent finds one SDK version's pages without the rest. */
function sdkFileLines(siteUrl: string): string[] {
  const lines = ['', '## SDK references, one version at a time', '']
  for (const files of sdkLlmsFiles()) {
    lines.push(`- [${files.sdk.label} SDK ${files.version}](${sdkLlmsUrl(files, siteUrl)}): its pages; their full text in parts: ${sdkLlmsUrl(files, siteUrl, true)}`)
  }
  return lines
}

/** A page of an SDK version's reference: llms.txt points to its version's own index instead of listing it. */
function inSdkReference(page: DocPage): boolean {
  return sdkLlmsFiles().some((files) => page.route === files.route || page.route.startsWith(files.route + '/'))
}

/**
 * /docs/llms.txt (llmstxt.org): the site's name and summary, where agents start (the skill file, the
 * MCP server, the full text in parts), each SDK version's own index, then every other page's Markdown
 * link and description. Under {@link LLMS_FILE_LIMIT} characters (a unit test holds it).
 */
export function llmsIndex(pages: readonly DocPage[], siteUrl: string): string {
  const docs = canonicalUrl(siteUrl, '/')
  const lines = [
    `# ${siteName}`,
    '',
    `> ${siteConfig.tagline}`,
    '',
    `How to use these docs as an agent (tools, files, SDK versions): ${docs}${SKILL_PATH}. ` +
      `Every page is also served as Markdown at its address with \`.md\` appended (the home page is ${docs}/index.md), or at its own address with \`Accept: text/markdown\`. ` +
      `The full text of every page, in files of under ${LLMS_FILE_LIMIT.toLocaleString('en')} characters: ${docs}/llms-full.txt. An MCP server for agents (search, pages, SDK symbols by version): ${mcpUrl(siteUrl)}`,
  ]
  return [...lines, ...sdkFileLines(siteUrl), ...llmsLinkList(pages.filter((page) => !inSdkReference(page)), siteUrl)].join('\n') + '\n'
}

/** A title and summary, then every page's Markdown with its address, in llms.txt's order. */
export function llmsFullText(title: string, summary: string, pages: readonly DocPage[], siteUrl: string): string {
  const documents = llmsSections(pages).flatMap((section) => section.pages.map((page) => pageMarkdown(page, { siteUrl, withSource: true })))
  return [`# ${title}\n\n> ${summary}\n`, ...documents].join('\n---\n\n')
}
