import { getListedPages } from '@/lib/content/loader'
import { llmsFullIndex } from '@/lib/markdown/llms-parts'
import { PLAIN_TEXT_CONTENT_TYPE, textResponse } from '@/lib/markdown/response'
import { siteSettings } from '@/lib/settings'

// /docs/llms-full.txt: the list of the parts that hold every page as Markdown (/docs/llms-full/{part}.txt), built at build time.
export const dynamic = 'force-static'

export function GET(): Response {
  return textResponse(llmsFullIndex(getListedPages(), siteSettings().NEXT_PUBLIC_SITE_URL), PLAIN_TEXT_CONTENT_TYPE)
}
