import type { MetadataRoute } from 'next'
import { getListedPages } from '@/lib/content/loader'
import { lastChanged } from '@/lib/git/last-changed'
import { canonicalUrl } from '@/lib/head'
import { siteSettings } from '@/lib/settings'

// Served at /docs/sitemap.xml (the base path applies). It lists every listed page (not writers'
// `unlisted` pages) whether or not indexing is allowed: robots.txt decides whether crawlers hear of it.
export default function sitemap(): MetadataRoute.Sitemap {
  const siteUrl = siteSettings().NEXT_PUBLIC_SITE_URL
  return getListedPages().map((page) => {
    const modified = lastChanged(page.file)
    return { url: canonicalUrl(siteUrl, page.route), ...(modified ? { lastModified: modified } : {}) }
  })
}
