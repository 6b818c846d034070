import { routeFromMarkdownSlug } from '@/lib/markdown/links'
import { pageMarkdownAnswer } from '@/lib/markdown/page-answer'
import { PLAIN_TEXT_CONTENT_TYPE } from '@/lib/markdown/response'

// A page's Markdown as text/plain, for a page address whose Accept ranks text/plain above text/html
// (the server's request path sends those here, src/server/request-path.ts). Made on request from the
// same Markdown as the prerendered `.md` route (converted once per process); only GET (HEAD follows).
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }): Promise<Response> {
  const { slug } = await params
  return pageMarkdownAnswer(routeFromMarkdownSlug(slug), PLAIN_TEXT_CONTENT_TYPE)
}
