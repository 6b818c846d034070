import { isKnownPagePath } from '@/lib/content/pages'
import { siteSettings } from '@/lib/settings'

/**
 * What the write endpoints (feedback, search signals) check a request against besides their own
 * services: that the page it names exists, that it comes from the site, and who sent it.
 */
export function pageRequestChecks(trustProxy: boolean) {
  return { isKnownPath: isKnownPagePath, siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL, trustProxy }
}
