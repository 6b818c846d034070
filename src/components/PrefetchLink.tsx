'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'
import { usePageIdle } from '@/lib/link-prefetch/page-idle'
import { linkPrefetch } from '@/lib/link-prefetch/rule'

/** next/link under the site's prefetch rule (src/lib/link-prefetch/rule.ts); every internal link is one. */
export function PrefetchLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const prefetch = linkPrefetch(props.href, usePathname(), usePageIdle())
  return <Link {...props} prefetch={prefetch} />
}
