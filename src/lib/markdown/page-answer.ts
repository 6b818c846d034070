import { getListedPages, getPage } from '@/lib/content/loader'
import { siteSettings } from '@/lib/settings'
import { agentNote } from './agent-note'
import { markdownRoute } from './links'
import { markdownNotFound } from './not-found'
import { pageMarkdown } from './page'
import { MARKDOWN_CONTENT_TYPE, textResponse } from './response'

/** A page's Markdown answer, its agent note first, in `contentType`; a Markdown 404 for a route that is no page. */
export function pageMarkdownAnswer(route: string, contentType = MARKDOWN_CONTENT_TYPE): Response {
  const page = getPage(route)
  const siteUrl = siteSettings().NEXT_PUBLIC_SITE_URL
  if (!page) return textResponse(markdownNotFound(markdownRoute(route), getListedPages(), siteUrl), contentType, 404)
  return textResponse(`${agentNote(page.route, siteUrl)}\n\n${pageMarkdown(page, { siteUrl })}`, contentType)
}
