import { getListedPages, getPage } from '@/lib/content/loader'
import { siteSettings } from '@/lib/settings'
import { agentNote } from './agent-note'
import { SKILL_ROUTE } from './agent-paths'
import { markdownRoute } from './links'
import { markdownNotFound } from './not-found'
import { pageMarkdown } from './page'
import { MARKDOWN_CONTENT_TYPE, textResponse } from './response'
import { skillMarkdown } from './skill'

/** A page's Markdown answer, its agent note first, in `contentType`; the skill file (skill.ts) at its route; a Markdown 404 for any other route. */
export function pageMarkdownAnswer(route: string, contentType = MARKDOWN_CONTENT_TYPE): Response {
  const siteUrl = siteSettings().NEXT_PUBLIC_SITE_URL
  if (route === SKILL_ROUTE) return textResponse(skillMarkdown(siteUrl), contentType)
  const page = getPage(route)
  if (!page) return textResponse(markdownNotFound(markdownRoute(route), getListedPages(), siteUrl), contentType, 404)
  return textResponse(`${agentNote(page.route, siteUrl)}\n\n${pageMarkdown(page, { siteUrl })}`, contentType)
}
