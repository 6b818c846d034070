import { getListedPages } from '@/lib/content/loader'
import { siteFeed } from '@/lib/feed/site-feed'
import { lastChanged } from '@/lib/git/last-changed'
import { siteSettings } from '@/lib/settings'

// /docs/feed.xml, built at build time with each page's last change from git history.
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(siteFeed(getListedPages(), lastChanged, siteSettings().NEXT_PUBLIC_SITE_URL), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  })
}
