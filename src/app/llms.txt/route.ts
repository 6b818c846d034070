import { getListedPages } from '@/lib/content/loader'
import { llmsIndex } from '@/lib/markdown/llms'
import { PLAIN_TEXT_CONTENT_TYPE, textResponse } from '@/lib/markdown/response'
import { siteSettings } from '@/lib/settings'

// /docs/llms.txt (llmstxt.org): built from the content at build time.
export const dynamic = 'force-static'

export function GET(): Response {
  return textResponse(llmsIndex(getListedPages(), siteSettings().NEXT_PUBLIC_SITE_URL), PLAIN_TEXT_CONTENT_TYPE)
}
