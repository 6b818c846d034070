import { MARKDOWN_CONTENT_TYPE, textResponse } from '@/lib/markdown/response'
import { skillMarkdown } from '@/lib/markdown/skill'
import { siteSettings } from '@/lib/settings'

// /docs/skill.md: how an agent uses these docs (src/lib/markdown/skill.ts), built at build time.
// next.config.ts lets this file route answer before the rewrite of `{page}.md` addresses.
export const dynamic = 'force-static'

export function GET(): Response {
  return textResponse(skillMarkdown(siteSettings().NEXT_PUBLIC_SITE_URL), MARKDOWN_CONTENT_TYPE)
}
