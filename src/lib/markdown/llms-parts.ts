import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { allGroups } from '@/lib/navigation/select-menu'
import { siteMenus } from '@/lib/navigation/site-menus'
import type { Menu } from '@/lib/navigation/types'
import { parseReferenceRoute } from '@/lib/sdks'
import { llmsFullText, llmsSections } from './llms'
import { pageMarkdown } from './page'
import { sdkLlmsFiles, type SdkLlmsFiles } from './sdk-llms-files'
import { sdkVersionPages } from './sdk-llms'

/** What a part's pages may take, under LLMS_FILE_LIMIT (llms.ts): the rest is its heading, summary and separators. */
const PART_PAGES_LIMIT = 46_000

/** Where the parts of the full text live, below the base path: `/llms-full/{slug}.txt`. */
export const LLMS_PARTS_PATH = '/llms-full'

/** One file of the full text: consecutive pages of one section (an SDK version's building block, a guide's language…). */
export interface LlmsPart {
  slug: string
  /** The collection it belongs to: a main-menu section ('Guides') or an SDK version ('Node.js SDK v1'). */
  collection: string
  /** The section within the collection, as its menu names it ('APIs', 'Node.js'), and the part number when it needs several. */
  title: string
  pages: DocPage[]
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The title of the section-menu group a route sits in (its own link or the longest one above it), e.g. 'APIs'. */
function groupTitles(menus: readonly Menu[]): (route: string) => string | undefined {
  const owners = menus
    .filter((menu) => menu.key !== '')
    .flatMap((menu) => allGroups(menu).flatMap((group) => (group.title ? group.links.map((link) => ({ href: link.href, title: group.title! })) : [])))
  return (route) =>
    owners.filter((owner) => route === owner.href || route.startsWith(owner.href + '/')).sort((a, b) => b.href.length - a.href.length)[0]?.title
}

function isSdkPage(page: DocPage): boolean {
  return parseReferenceRoute(page.route) !== undefined && sdkLlmsFiles().some((files) => page.route === files.route || page.route.startsWith(files.route + '/'))
}

/** Splits a collection's pages, in order, into parts by section, and a section too long for one file into numbered parts. */
function collectionParts(collection: string, slugBase: string, pages: readonly DocPage[], siteUrl: string, titleOf: (route: string) => string | undefined): LlmsPart[] {
  const sections: Array<{ title: string; pages: DocPage[] }> = []
  for (const page of pages) {
    const title = titleOf(page.route) ?? collection
    const last = sections.at(-1)
    if (last?.title === title) last.pages.push(page)
    else sections.push({ title, pages: [page] })
  }
  const parts: LlmsPart[] = []
  const used = new Set<string>()
  for (const section of sections) {
    const chunks: DocPage[][] = [[]]
    let size = 0
    for (const page of section.pages) {
      const length = pageMarkdown(page, { siteUrl, withSource: true }).length + 8
      if (size + length > PART_PAGES_LIMIT && chunks.at(-1)!.length > 0) {
        chunks.push([])
        size = 0
      }
      chunks.at(-1)!.push(page)
      size += length
    }
    let base = section.title === collection ? slugBase : `${slugBase}-${slugify(section.title)}`
    // The same group title twice in one collection (a menu listing 'APIs' for v1 and v0) keeps the slugs apart.
    for (let n = 2; used.has(base); n++) base = section.title === collection ? `${slugBase}-${n}` : `${slugBase}-${slugify(section.title)}-${n}`
    used.add(base)
    chunks.forEach((chunk, index) => {
      const numbered = chunks.length > 1
      parts.push({
        slug: numbered ? `${base}-part-${index + 1}` : base,
        collection,
        title: numbered ? `${section.title}, part ${index + 1} of ${chunks.length}` : section.title,
        pages: chunk,
      })
    })
  }
  return parts
}

/** The collections of the full text: each main-menu section without the SDK references, then each SDK version's reference. */
function collections(pages: readonly DocPage[]): Array<{ name: string; slug: string; pages: DocPage[]; files?: SdkLlmsFiles }> {
  const site = llmsSections(pages.filter((page) => !isSdkPage(page))).map((section) => ({ name: section.title, slug: slugify(section.title), pages: section.pages }))
  const sdks = sdkLlmsFiles().map((files) => ({
    name: `${files.sdk.label} SDK ${files.version}`,
    slug: `${files.sdk.id}-${files.version}`,
    pages: llmsSections(sdkVersionPages(pages, files)).flatMap((section) => section.pages),
    files,
  }))
  return [...site, ...sdks]
}

/** Every part of the full text, in llms.txt's order (memoised per page list and site address: the routes build each part). */
const memo = new WeakMap<readonly DocPage[], Map<string, LlmsPart[]>>()
export function llmsParts(pages: readonly DocPage[], siteUrl: string, menus: readonly Menu[] = siteMenus()): LlmsPart[] {
  const bySite = memo.get(pages) ?? new Map<string, LlmsPart[]>()
  memo.set(pages, bySite)
  let parts = bySite.get(siteUrl)
  if (!parts) {
    const titleOf = groupTitles(menus)
    parts = collections(pages).flatMap((collection) => collectionParts(collection.name, collection.slug, collection.pages, siteUrl, titleOf))
    bySite.set(siteUrl, parts)
  }
  return parts
}

/** The parts of one SDK version's reference. */
export function sdkLlmsParts(pages: readonly DocPage[], files: SdkLlmsFiles, siteUrl: string): LlmsPart[] {
  return llmsParts(pages, siteUrl).filter((part) => part.collection === `${files.sdk.label} SDK ${files.version}`)
}

export function llmsPartUrl(part: LlmsPart, siteUrl: string): string {
  return `${canonicalUrl(siteUrl, LLMS_PARTS_PATH)}/${part.slug}.txt`
}

/** `- [Collection: section](url): N pages, from A to B`: the lines of an index of parts, grouped under `## collection`. */
export function llmsPartLines(parts: readonly LlmsPart[], siteUrl: string): string[] {
  const lines: string[] = []
  for (const part of parts) {
    if (lines.length === 0 || parts[parts.indexOf(part) - 1]?.collection !== part.collection) lines.push('', `## ${part.collection}`, '')
    const first = part.pages[0].title.replace(/\s+/g, ' ').trim()
    const count = part.pages.length === 1 ? `the page ${first}` : `${part.pages.length} pages, from ${first}`
    lines.push(`- [${part.collection}: ${part.title}](${llmsPartUrl(part, siteUrl)}): ${count}`)
  }
  return lines
}

/** A part's file: its title and summary, then its pages' Markdown. */
export function llmsPartText(part: LlmsPart, siteUrl: string): string {
  const summary = `Part of the full text of the Nitric docs (every part: ${canonicalUrl(siteUrl, '/')}/llms-full.txt): ${part.pages.length === 1 ? 'one page' : `${part.pages.length} pages`} of ${part.collection}, as Markdown.`
  return llmsFullText(`${part.collection}: ${part.title}`, summary, part.pages, siteUrl)
}

/** The part a `/llms-full/{slug}.txt` address names, if any. */
export function findLlmsPart(pages: readonly DocPage[], file: string, siteUrl: string): LlmsPart | undefined {
  return llmsParts(pages, siteUrl).find((part) => `${part.slug}.txt` === file)
}

/** `/llms-full.txt`: the full text of every page is in parts; this lists them, in llms.txt's order. */
export function llmsFullIndex(pages: readonly DocPage[], siteUrl: string): string {
  const lines = [
    '# Nitric Documentation: full text',
    '',
    `> Every page of the Nitric docs as Markdown, in parts of under 50,000 characters each: one part per section, or per building block of an SDK version. The page index: ${canonicalUrl(siteUrl, '/')}/llms.txt`,
  ]
  return [...lines, ...llmsPartLines(llmsParts(pages, siteUrl), siteUrl)].join('\n') + '\n'
}

/** `/reference/{sdk}[/{version}]/llms-full.txt`: the parts of one SDK version's reference. */
export function sdkLlmsFullIndex(pages: readonly DocPage[], files: SdkLlmsFiles, siteUrl: string, summary: string): string {
  const lines = [`# Nitric ${files.sdk.label} SDK ${files.version} reference: full text`, '', `> ${summary} In parts of under 50,000 characters, one per building block.`]
  return [...lines, ...llmsPartLines(sdkLlmsParts(pages, files, siteUrl), siteUrl)].join('\n') + '\n'
}
