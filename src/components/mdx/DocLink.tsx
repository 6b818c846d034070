import type { ComponentPropsWithoutRef } from 'react'
import { SiteLink } from '@/components/SiteLink'

/** Internal links get the base path (and client-side navigation, see SiteLink); anything else stays a plain link. */
export function DocLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink href={href} {...props}>
        {children}
      </SiteLink>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}
