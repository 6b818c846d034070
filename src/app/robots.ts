import type { MetadataRoute } from 'next'
import { siteSettings } from '@/lib/settings'
import { siteConfig } from '@/site.config'

/**
 * Served at /docs/robots.txt: the base path applies, and crawlers only read /robots.txt at the root
 * of a host, which belongs to whatever serves that host (see README). This file states the docs'
 * rules for it to adopt: with DOCS_ALLOW_INDEXING off, disallow everything; on, allow and name the sitemap.
 */
export default function robots(): MetadataRoute.Robots {
  const settings = siteSettings()
  if (!settings.DOCS_ALLOW_INDEXING) return { rules: { userAgent: '*', disallow: '/' } }
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${settings.NEXT_PUBLIC_SITE_URL}${siteConfig.basePath}/sitemap.xml`,
  }
}
