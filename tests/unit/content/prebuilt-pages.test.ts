import { describe, expect, it } from 'vitest'
import * as pageRoute from '@/app/[[...slug]]/page'
import { SKILL_ROUTE } from '@/lib/markdown/agent-paths'
import * as markdownRoute from '@/app/api/markdown/[...slug]/route'
import { getContentContext, getRoutes } from '@/lib/content/loader'
import { slugToRoute } from '@/lib/content/paths'
import { routeFromMarkdownSlug } from '@/lib/markdown/links'

// Issue 32: every page, SDK reference pages included, is built ahead of time, so none renders on a
// request and each has the last-updated date the build read from git. Next.js builds exactly what
// generateStaticParams lists, and with dynamicParams = false it renders nothing else.
describe('pages built ahead of time', () => {
  const routes = getRoutes()
  const referenceRoutes = [...getContentContext().reference.byRoute.keys()]

  it('the site has its SDK reference pages', () => {
    expect(referenceRoutes.length).toBeGreaterThan(500)
    for (const route of referenceRoutes) expect(routes).toContain(route)
  })

  it('the page route builds every page, reference pages included, and renders no other address', () => {
    expect(pageRoute.dynamicParams).toBe(false)
    const built = pageRoute.generateStaticParams().map(({ slug }) => slugToRoute(slug))
    expect(built.sort()).toEqual([...routes].sort())
  })

  it("the .md route builds every page's Markdown, reference pages included, and the skill file, and answers no other slug", () => {
    expect(markdownRoute.dynamicParams).toBe(false)
    const built = markdownRoute.generateStaticParams().map(({ slug }) => routeFromMarkdownSlug(slug))
    expect(built.sort()).toEqual([...routes, SKILL_ROUTE].sort())
  })
})
