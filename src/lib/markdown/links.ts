import { normaliseRoute } from '@/lib/content/paths'
import { canonicalUrl } from '@/lib/head'

/** Where a page's Markdown lives: its route with `.md` appended; the home page is `/index.md`. */
export function markdownRoute(route: string): string {
  return `${route === '/' ? '/index' : route}.md`
}

/** The inverse of {@link markdownRoute} for the `.md` route's slug: ['index'] → '/', ['a', 'b'] → '/a/b'. */
export function routeFromMarkdownSlug(slug: readonly string[]): string {
  return slug.length === 1 && slug[0] === 'index' ? '/' : '/' + slug.join('/')
}

/**
 * Makes a link from page content absolute, so Markdown read away from the site still works:
 * `/apis` → `{site}/docs/apis`, `#x` → the page's own URL + `#x`, `../a` resolved against the page,
 * and anything with a scheme (https:, mailto:) unchanged.
 */
export function absoluteUrl(url: string, siteUrl: string, route: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url
  const page = canonicalUrl(siteUrl, route)
  if (url === '' || url.startsWith('#') || url.startsWith('?')) return page + url
  if (url.startsWith('/')) {
    const [, path, rest] = /^([^?#]*)(.*)$/.exec(url)!
    return canonicalUrl(siteUrl, normaliseRoute(path)) + rest
  }
  return new URL(url, page).toString()
}
