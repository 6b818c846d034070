import type { ComponentPropsWithoutRef } from 'react'
import { withBasePath } from '@/lib/site-href'

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string }

/**
 * A link to a page of the site: a plain anchor under the base path, with no component of its own
 * to hydrate. A click is the browser's own page load; links near the viewport are prefetched
 * (src/lib/link-prefetch/prefetch-links.ts).
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <a href={withBasePath(href)} {...props} />
}
