import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { extractBlocks, extractLinks, type DocBlock } from './extract-blocks'
import { splitFrontmatter } from './frontmatter'
import { parseMdx } from './parse'
import { fileToRoute, routeToSlug } from './paths'
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
  /** Left out of search, feeds, sitemaps and AI indexes (frontmatter `unlisted: true`). */
  unlisted: boolean
  headings: DocHeading[]
  blocks: DocBlock[]
  links: string[]
  /** MDX body without frontmatter: what the page compiler renders. */
  body: string
}

export const CONTENT_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'content')

function listMdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

export function loadPage(absoluteFile: string, contentDir = CONTENT_DIR): DocPage {
  const relativeToContent = relative(contentDir, absoluteFile)
  const file = relative(join(contentDir, '..'), absoluteFile).replace(/\\/g, '/')
  const { data, body } = splitFrontmatter(readFileSync(absoluteFile, 'utf8'), file)
  let parsed
  try {
    parsed = parseMdx(body, file)
  } catch (error) {
    throw new Error(`${file}: cannot parse MDX — ${(error as Error).message}`)
  }
  const route = fileToRoute(relativeToContent)
  return {
    route,
    slug: routeToSlug(route),
    file,
    title: data.title,
    ...(data.title_meta ? { titleMeta: data.title_meta } : {}),
    description: data.description,
    unlisted: data.unlisted ?? false,
    headings: parsed.headings,
    blocks: extractBlocks(parsed.tree),
    links: extractLinks(parsed.tree),
    body,
  }
}

/** Reads and parses every page once; throws on duplicate routes so two files never fight over a URL. */
export function loadPagesFrom(contentDir: string): DocPage[] {
  const pages = listMdxFiles(contentDir).map((file) => loadPage(file, contentDir))
  const seen = new Map<string, string>()
  for (const page of pages) {
    const other = seen.get(page.route)
    if (other) throw new Error(`${page.file} and ${other} both serve ${page.route}`)
    seen.set(page.route, page.file)
  }
  return pages
}

// Kept on globalThis: Next.js bundles routes and instrumentation separately, and they should share one read.
const store = globalThis as typeof globalThis & { __docsContent?: { pages: DocPage[]; byRoute: Map<string, DocPage> } }

function loaded() {
  // Development re-reads content on every request so writers see edits; production reads once.
  if (!store.__docsContent || process.env.NODE_ENV === 'development') {
    const pages = loadPagesFrom(CONTENT_DIR)
    store.__docsContent = { pages, byRoute: new Map(pages.map((p) => [p.route, p])) }
  }
  return store.__docsContent
}

export function getAllPages(): DocPage[] {
  return loaded().pages
}

/** The pages readers should find: everything but writer-only (unlisted) pages. */
export function getListedPages(): DocPage[] {
  return loaded().pages.filter((page) => !page.unlisted)
}

export function getPage(route: string): DocPage | undefined {
  return loaded().byRoute.get(route)
}
