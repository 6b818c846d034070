import { getRoutes } from '@/lib/content/loader'
import { SKILL_ROUTE } from '@/lib/markdown/agent-paths'
import { routeFromMarkdownSlug } from '@/lib/markdown/links'
import { pageMarkdownAnswer } from '@/lib/markdown/page-answer'

// Each page's Markdown. Readers ask for /docs/{route}.md (home: /docs/index.md); next.config.ts
// rewrites those addresses here. Every page's Markdown is built at build time, like the pages, and
// starts with a line for agents (agent-note.ts); the slug `skill` is the skill file (/docs/skill.md); any other slug answers the Markdown 404 (the server
// sends those to /api/markdown-not-found before they get here).
// Only GET (HEAD follows it): exporting any other method would make Next.js stop prerendering this
// route, and a prerendered answer is served whatever the method. Other methods are refused before
// routing, by the server's front door (the route table, src/lib/http/app-routes.generated.ts, says which).
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ slug: string[] }> {
  return [...getRoutes(), SKILL_ROUTE].map((route) => ({ slug: route === '/' ? ['index'] : route.split('/').filter(Boolean) }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }): Promise<Response> {
  const { slug } = await params
  // Next.js gives a route handler its segments already decoded: decoding again would turn `%25`
  // (slug '%') into a URIError and `concepts%252Fintroduction` into another page's address.
  return pageMarkdownAnswer(routeFromMarkdownSlug(slug))
}
