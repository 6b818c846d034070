import type { SiteSettings } from '@/lib/settings'

/** The id of the page's JSON element carrying the configuration (src/components/analytics/Analytics.tsx). */
export const ANALYTICS_CONFIG_ID = 'analytics-config'

/** What the browser needs to load analytics: plain data, written into the page as JSON. */
export interface AnalyticsConfig {
  siteId: string
  /** The script's address; Fathom's CDN when absent. */
  scriptUrl?: string
  includedDomains: string[]
  /** Always includes the preview host when one is configured. */
  excludedDomains: string[]
}

/** Analytics configuration from the site settings, or undefined when no site id is set (analytics off). */
export function analyticsConfig(settings: SiteSettings): AnalyticsConfig | undefined {
  const siteId = settings.NEXT_PUBLIC_FATHOM_SITE_ID
  if (!siteId) return undefined
  const preview = settings.NEXT_PUBLIC_PREVIEW_HOST
  const excluded = [...(settings.NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS ?? []), ...(preview ? [preview] : [])]
  return {
    siteId,
    ...(settings.NEXT_PUBLIC_FATHOM_SCRIPT_URL ? { scriptUrl: settings.NEXT_PUBLIC_FATHOM_SCRIPT_URL } : {}),
    includedDomains: [...(settings.NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS ?? [])],
    excludedDomains: [...new Set(excluded)],
  }
}
