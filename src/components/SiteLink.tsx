import type { ComponentPropsWithoutRef } from 'react'
import { withBasePath } from '@/lib/site-href'

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string }

/**
 * A link to a page of the site: a plain anchor under the base path, with no component of its own
 * to hydrate. Listeners on the document make a click a client-side navigation and prefetch links
 * near the viewport (src/lib/enhance/site-links.ts).
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <a href={withBasePath(href)} {...props} />
}
