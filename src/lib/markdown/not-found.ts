import { closestRoutes, CLOSEST_PATH_MAX } from '@/lib/closest-route'
import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { PLAIN_ERROR_HEADERS } from '@/lib/http/plain-error'
import { belowBasePath } from '@/lib/site-href'
import { siteConfig } from '@/site.config'
import { agentNote } from './agent-note'
import { markdownRoute } from './links'
import { MARKDOWN_CONTENT_TYPE, textResponse } from './response'

/** How many near pages the Markdown 404 offers. */
export const NOT_FOUND_SUGGESTIONS = 5

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The Markdown 404 for an address below the base path (`/storge.md`, `/docs/storge`): the agent
 * note, then links to the Markdown of the pages nearest to it. Nothing of the address is echoed.
 */
export function markdownNotFound(path: string, pages: readonly DocPage[], siteUrl: string): string {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const near = closestRoutes(path, byRoute.keys(), NOT_FOUND_SUGGESTIONS).map((route) => byRoute.get(route)!)
  return [
    agentNote(undefined, siteUrl),
    '',
    '# Page not found',
    '',
    `No page of the ${siteConfig.name} documentation is at this address. The pages nearest to it, as Markdown:`,
    '',
    ...near.map((page) => `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${siteUrl}${siteConfig.basePath}${markdownRoute(page.route)}): ${oneLine(page.description)}`),
    '',
    `Every page: ${canonicalUrl(siteUrl, '/')}/llms.txt`,
    '',
  ].join('\n')
}

/**
 * GET ?path=/docs/storge.md → 404 with {@link markdownNotFound}. The path is compared with the
 * site's routes only (its first CLOSEST_PATH_MAX characters); a missing or relative one is a 400.
 */
export function markdownNotFoundResponse(request: Request, pages: readonly DocPage[], siteUrl: string): Response {
  const paths = new URL(request.url).searchParams.getAll('path')
  if (paths.length !== 1 || !paths[0].startsWith('/')) {
    return new Response('Bad request: give exactly one path parameter starting with /, e.g. ?path=/docs/storge.md\n', { status: 400, headers: PLAIN_ERROR_HEADERS })
  }
  const asked = paths[0].slice(0, CLOSEST_PATH_MAX)
  const body = markdownNotFound(belowBasePath(asked) ?? asked, pages, siteUrl)
  return textResponse(body, MARKDOWN_CONTENT_TYPE, 404)
}
