import { z } from 'zod'
import type { DocPage } from '../../content/loader'
import { normaliseRoute } from '../../content/paths'
import { closestRoute } from '../../closest-route'
import { pageMarkdown } from '../../markdown/page'
import { boundText, listForMessage, ToolInputError } from '../answer'
import { MAX_NAME_CHARS, MAX_PATH_CHARS, MAX_SUGGESTIONS } from '../limits'
import { findHeading, markdownSection } from '../page-section'
import type { DocsSources } from '../sources'
import { pageUrl } from '../urls'
import { searchHits } from './search-docs'
import { defineTool } from './tool'

/**
 * The route and anchor a path names, however an agent writes it: `/storage`, `storage`,
 * `/docs/storage`, `https://nitric.io/docs/storage#files`, `/storage.md`, `/index.md`.
 */
export function routeOfPath(path: string): { route: string; anchor?: string } {
  let text = path.trim()
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text)
      text = url.pathname + url.hash
    } catch {
      throw new ToolInputError(`"${text.slice(0, 100)}" is not a valid URL; pass a path such as /storage.`)
    }
  }
  const hash = text.indexOf('#')
  const anchor = hash === -1 ? undefined : text.slice(hash + 1) || undefined
  let route = normaliseRoute((text.startsWith('/') ? '' : '/') + text).replace(/\.md$/, '')
  if (route === '/index') route = '/'
  return anchor ? { route, anchor } : { route }
}

/** The pages an agent most likely meant: the closest address, then search hits for the path's words. */
function closestPages(sources: DocsSources, route: string): string[] {
  const closest = closestRoute(route, sources.routes().keys())
  const words = route.split(/[/\-_.]+/).filter(Boolean).join(' ')
  const found = words ? searchHits(sources, words, '/', MAX_SUGGESTIONS).hits : []
  const urls = new Map<string, string>()
  const add = (url: string, title: string) => urls.size < MAX_SUGGESTIONS && !urls.has(url) && urls.set(url, title)
  add(pageUrl(sources.siteUrl, closest), sources.getPage(closest)?.title ?? 'Documentation home')
  for (const hit of found) add(hit.url.replace(/#.*$/, ''), hit.title)
  return [...urls].map(([url, title]) => `- ${title}: ${url}`)
}

function sectionOf(page: DocPage, markdown: string, heading: string, siteUrl: string): string {
  const index = findHeading(page.headings, heading)
  const ids = page.headings.map((h) => h.id)
  if (index === -1) {
    throw new ToolInputError(
      ids.length ? `${page.title} has no heading "${heading}". Its headings (pass one as heading): ${listForMessage(ids, 60)}.` : `${page.title} has no headings; ask without heading.`,
    )
  }
  const section = markdownSection(markdown, page.headings, index)
  if (section === undefined) throw new ToolInputError(`The sections of ${page.title} cannot be told apart; ask without heading.`)
  const found = page.headings[index]
  return `# ${page.title}\n\nSection of ${pageUrl(siteUrl, page.route, found.id)}\n\n${section}`
}

export const getPage = defineTool({
  name: 'get_page',
  title: 'Read a docs page as Markdown',
  description:
    'One page of the Nitric docs as Markdown (the same text as the page\'s .md address), links made absolute. ' +
    'path is the page\'s path or URL from search_docs (e.g. "/storage", "/reference/nodejs/storage/bucket-file-read"). ' +
    'Pass heading (an anchor id or heading text) to get only that section; long pages are cut with a note listing their sections.',
  inputSchema: {
    path: z.string().trim().min(1, 'must not be empty').max(MAX_PATH_CHARS).describe('Path or URL of the page, e.g. "/apis" or "https://nitric.io/docs/apis#routing".'),
    heading: z.string().trim().min(1).max(MAX_NAME_CHARS).optional().describe('Only this section: a heading\'s anchor id ("examples") or its text ("Examples"). A #anchor in path works too.'),
  },
  run({ path, heading }, sources) {
    const { route, anchor } = routeOfPath(path)
    const page = sources.getPage(route)
    if (!page) throw new ToolInputError(`No page at ${route}. Closest pages (pass one as path):\n${closestPages(sources, route).join('\n')}`)
    const markdown = pageMarkdown(page, { siteUrl: sources.siteUrl })
    const wanted = heading ?? anchor
    if (wanted !== undefined) return boundText(sectionOf(page, markdown, wanted, sources.siteUrl), 'Ask for a smaller section with heading.')
    const sections = page.headings.filter((h) => h.depth === Math.min(...page.headings.map((x) => x.depth))).map((h) => h.id)
    return boundText(markdown, `Ask for one section with heading, one of: ${listForMessage(sections, 40)}.`)
  },
})
