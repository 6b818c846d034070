import type { DocPage } from '@/lib/content/loader'
import { canonicalUrl } from '@/lib/head'
import { siteConfig } from '@/site.config'
import { buildRss, type FeedItem } from './rss'

/** Items for every page, most recently changed first; pages with no known date last, by route. */
export function feedItems(pages: readonly DocPage[], lastChanged: (file: string) => string | undefined, siteUrl: string): FeedItem[] {
  const items = pages.map((page) => {
    const date = lastChanged(page.file)
    return { route: page.route, item: { title: page.title, link: canonicalUrl(siteUrl, page.route), description: page.description, ...(date ? { date } : {}) } }
  })
  const time = (item: FeedItem) => (item.date ? Date.parse(item.date) : Number.NEGATIVE_INFINITY)
  items.sort((a, b) => time(b.item) - time(a.item) || a.route.localeCompare(b.route))
  return items.map(({ item }) => item)
}

/** /docs/feed.xml: the docs pages as an RSS 2.0 feed. */
export function siteFeed(pages: readonly DocPage[], lastChanged: (file: string) => string | undefined, siteUrl: string): string {
  return buildRss({
    title: `${siteConfig.name} ${siteConfig.docsTitle}`,
    link: canonicalUrl(siteUrl, '/'),
    description: siteConfig.tagline,
    self: `${siteUrl}${siteConfig.basePath}${siteConfig.feedPath}`,
    language: 'en',
    items: feedItems(pages, lastChanged, siteUrl),
  })
}
