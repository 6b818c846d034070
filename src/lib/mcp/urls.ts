import { canonicalUrl } from '../head'

/** A page's public address, with an anchor when given. */
export function pageUrl(siteUrl: string, route: string, anchor?: string | null): string {
  return canonicalUrl(siteUrl, route) + (anchor ? `#${anchor}` : '')
}
