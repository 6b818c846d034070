import { getListedPages } from '@/lib/content/loader'
import { llmsFull } from '@/lib/markdown/llms'
import { PLAIN_TEXT_CONTENT_TYPE, textResponse } from '@/lib/markdown/response'
import { siteSettings } from '@/lib/settings'

// /docs/llms-full.txt: every page as Markdown in one file, built at build time.
export const dynamic = 'force-static'

export function GET(): Response {
  return textResponse(llmsFull(getListedPages(), siteSettings().NEXT_PUBLIC_SITE_URL), PLAIN_TEXT_CONTENT_TYPE)
}
