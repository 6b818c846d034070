import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root } from 'mdast'
import { referenceIndex, type ReferenceEntry, type ReferenceIndex } from '../reference/entries'
import { entryKeywords } from '../reference/entry-keywords'
import { injectReferenceSections } from '../reference/sections'
import { expandSdkTable } from '../reference/sdk-table'
import { expandSupportMatrix } from '../reference/support-matrix'
import { UPGRADE_GUIDE_ROUTE, upgradeNotes } from '../reference/upgrade-notes'
import { expandVersionChanges } from '../reference/version-changes'
import { expandGuideList, listGuides, type Guide } from '../guides'
import { expandMcpClientSettings } from '../mcp/settings-section'
import { siteSettings } from '../settings'
import { extractBlocks, extractLinks, type DocBlock } from './extract-blocks'
import { fileCache } from './file-cache'
import { splitFrontmatter, type Frontmatter } from './frontmatter'
import { assignHeadingIds, parseSource } from './parse'
import { routeToSlug } from './paths'
import { CONTENT_DIR, listRoutes } from './routes'
import type { DocHeading } from './remark-heading-ids'

export type { DocBlock, DocHeading }

export interface DocPage {
  /** URL path below the docs base, '/' for the home page. */
  route: string
  slug: string[]
  /** Source file relative to the repository root, e.g. `content/apis.mdx`. */
  file: string
  title: string
  titleMeta?: string
  description: string
  /** Words search finds the page by beyond its text: frontmatter `keywords`, or a reference page's operation vocabulary, signature and summary. */
  keywords?: string[]
  /** Left out of search, feeds, sitemaps and AI indexes (frontmatter `unlisted: true`). */
  unlisted: boolean
  headings: DocHeading[]
  blocks: DocBlock[]
  links: string[]
  /** The page's one parse, with generated reference sections and heading ids: what every renderer reads. */
  tree: Root
  /** File line of the body's first line (after the frontmatter): tools add it to tree positions. */
  bodyLine: number
  /** The reference-model entry the page documents, for generated reference pages. */
  reference?: ReferenceEntry
}

export { CONTENT_DIR, listRoutes }

interface ParsedFile {
  file: string
  bodyLine: number
  data: Frontmatter
  tree: Root
}

function parseFile(absoluteFile: string, contentDir: string, source: string): ParsedFile {
  const file = relative(join(contentDir, '..'), absoluteFile).replace(/\\/g, '/')
  const { data, body, bodyLine } = splitFrontmatter(source, file)
  try {
    return { file, bodyLine, data, tree: parseSource(body, file) }
  } catch (error) {
    throw new Error(`${file}: cannot parse MDX — ${(error as Error).message}`)
  }
}

interface ContentContext {
  contentDir: string
  routes: Map<string, string>
  reference: ReferenceIndex
  /** A page file's frontmatter, from the same parse its page uses. */
  frontmatterOf: (file: string) => Frontmatter
  /** A page file's parsed tree, before anything is generated into it (read only: clone before changing it). */
  treeOf: (file: string) => Root
}

/** Another page's tree with the heading ids its own page gives them (for links into it). */
function treeWithIds(route: string, context: ContentContext): Root | undefined {
  const file = context.routes.get(route)
  if (file === undefined) return undefined
  const tree = structuredClone(context.treeOf(file))
  assignHeadingIds(tree, file)
  return tree
}

/** Turns a parsed file into a page: generated reference sections in, heading ids, blocks and links out. */
function buildPage(parsed: ParsedFile, route: string, context: ContentContext): DocPage {
  const reference = context.reference.byRoute.get(route)
  const { data, file } = parsed
  if (reference && data.title) throw new Error(`${file}: remove 'title' from the frontmatter — a reference page takes its title from ${reference.file} (${reference.title})`)
  const title = reference?.title ?? data.title
  if (!title) throw new Error(`${file}: invalid frontmatter — title: Required`)
  const tree = structuredClone(parsed.tree)
  const hasPage = (r: string) => context.routes.has(r)
  if (reference) injectReferenceSections(tree, reference, { index: context.reference, hasPage })
  expandSupportMatrix(tree, context.reference, hasPage)
  expandSdkTable(tree, file, hasPage)
  expandVersionChanges(tree, route, context.reference, hasPage, (sdk) => upgradeNotes(treeWithIds(UPGRADE_GUIDE_ROUTE, context), sdk))
  expandGuideList(tree, () => listGuides(context.routes, context.frontmatterOf))
  expandMcpClientSettings(tree, siteSettings().NEXT_PUBLIC_SITE_URL)
  const headings = assignHeadingIds(tree, file)
  return {
    route,
    slug: routeToSlug(route),
    file,
    title,
    ...(data.title_meta ? { titleMeta: data.title_meta } : {}),
    description: data.description,
    keywords: reference ? entryKeywords(reference, data.description) : (data.keywords ?? []),
    unlisted: data.unlisted ?? false,
    headings,
    blocks: extractBlocks(tree),
    links: extractLinks(tree),
    tree,
    bodyLine: parsed.bodyLine,
    ...(reference ? { reference } : {}),
  }
}

/** Reads and parses every page of a content folder (tests, tools); the site itself uses getPage/getAllPages. */
export function loadPagesFrom(contentDir: string, reference: ReferenceIndex = referenceIndex()): DocPage[] {
  const routes = listRoutes(contentDir)
  const parsed = new Map([...routes.values()].map((file) => [file, parseFile(file, contentDir, readFileSync(file, 'utf8'))]))
  const context = { contentDir, routes, reference, frontmatterOf: (file: string) => parsed.get(file)!.data, treeOf: (file: string) => parsed.get(file)!.tree }
  return [...routes].map(([route, file]) => buildPage(parsed.get(file)!, route, context))
}

// Kept on globalThis: Next.js bundles routes and instrumentation separately, and they should share one read.
interface SiteStore {
  context?: ContentContext
  parsed: ReturnType<typeof fileCache<ParsedFile>>
  pages: Map<string, { parsed: ParsedFile; context: ContentContext; page: DocPage }>
  all?: { context: ContentContext; pages: DocPage[] }
}
const globalStore = globalThis as typeof globalThis & { __docsContent?: SiteStore }

function store(): SiteStore {
  globalStore.__docsContent ??= {
    parsed: fileCache((file) => parseFile(file, CONTENT_DIR, readFileSync(file, 'utf8'))),
    pages: new Map(),
  }
  return globalStore.__docsContent
}

const isDevelopment = () => process.env.NODE_ENV === 'development'

/** The route list and reference model: read once in production; in development re-listed per call and kept while nothing changed. */
function siteContext(): ContentContext {
  const s = store()
  if (s.context && !isDevelopment()) return s.context
  const routes = listRoutes(CONTENT_DIR)
  const reference = referenceIndex()
  const previous = s.context
  if (previous && previous.reference === reference && sameRoutes(previous.routes, routes)) return previous
  s.context = { contentDir: CONTENT_DIR, routes, reference, frontmatterOf: (file) => s.parsed.get(file).data, treeOf: (file) => s.parsed.get(file).tree }
  return s.context
}

function sameRoutes(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false
  for (const [route, file] of a) if (b.get(route) !== file) return false
  return true
}

function pageFor(route: string, file: string, context: ContentContext): DocPage {
  const s = store()
  const parsed = s.parsed.get(file)
  const hit = s.pages.get(route)
  if (hit && hit.parsed === parsed && hit.context === context) return hit.page
  const page = buildPage(parsed, route, context)
  s.pages.set(route, { parsed, context, page })
  return page
}

/** Every route the site serves as a page, without reading any page. */
export function getRoutes(): string[] {
  return [...siteContext().routes.keys()]
}

/** One page; costs only that page (its file is parsed once and re-read only when it changes). */
export function getPage(route: string): DocPage | undefined {
  const context = siteContext()
  const file = context.routes.get(route)
  return file === undefined ? undefined : pageFor(route, file, context)
}

/** Every page; the same array (by identity) while nothing changed, so consumers such as search can cache on it. */
export function getAllPages(): DocPage[] {
  const context = siteContext()
  const s = store()
  if (s.all && s.all.context === context && !isDevelopment()) return s.all.pages
  const pages = [...context.routes].map(([route, file]) => pageFor(route, file, context))
  if (s.all && s.all.pages.length === pages.length && s.all.pages.every((page, i) => page === pages[i])) return s.all.pages
  s.all = { context, pages }
  return pages
}

/** The pages readers should find: everything but writer-only (unlisted) pages. */
export function getListedPages(): DocPage[] {
  return getAllPages().filter((page) => !page.unlisted)
}

/** The routes and reference model the site is built from (same object while nothing changed). */
export function getContentContext(): { routes: ReadonlyMap<string, string>; reference: ReferenceIndex } {
  return siteContext()
}

/** The site's guides (src/lib/guides.ts), from the pages' frontmatter as the loader parsed it. */
export function getGuides(): Guide[] {
  const context = siteContext()
  return listGuides(context.routes, context.frontmatterOf)
}
