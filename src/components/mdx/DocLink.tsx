import { PrefetchLink as Link } from '@/components/PrefetchLink'
import type { ComponentPropsWithoutRef } from 'react'

/** Internal links go through next/link (base path, prefetching); anything else stays a plain link. */
export function DocLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}
