import { getAllPages, getPage } from '@/lib/content/loader'
import { routeFromMarkdownSlug } from '@/lib/markdown/links'
import { pageMarkdown } from '@/lib/markdown/page'
import { textResponse } from '@/lib/markdown/response'
import { siteSettings } from '@/lib/settings'

// Each page's Markdown. Readers ask for /docs/{route}.md (home: /docs/index.md); next.config.ts
// rewrites those addresses here. Built at build time, one file per page.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ slug: string[] }> {
  return getAllPages().map((page) => ({ slug: page.route === '/' ? ['index'] : page.slug }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }): Promise<Response> {
  const { slug } = await params
  const page = getPage(routeFromMarkdownSlug(slug.map(decodeURIComponent)))
  if (!page) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return textResponse(pageMarkdown(page, { siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL }))
}
