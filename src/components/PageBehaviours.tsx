'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { installAcceptedValues } from '@/lib/enhance/accepted-values'
import { installCodeCopy } from '@/lib/enhance/copy-code'
import { installCodeTabs } from '@/lib/enhance/code-tabs'
import { installGuideFilter } from '@/lib/enhance/guide-filter'
import { installLinkNavigation, installLinkPrefetch } from '@/lib/enhance/site-links'
import { siteConfig } from '@/site.config'

/**
 * What makes server-rendered content interactive without hydrating it: one listener on the document
 * per behaviour (copy buttons, code tabs, accepted values, the guide filter, links), installed for
 * each page shown.
 */
export function PageBehaviours({ route }: { route: string }) {
  const router = useRouter()
  useEffect(() => {
    const uninstall = [
      installCodeCopy(document),
      installCodeTabs(document),
      installAcceptedValues(document),
      installGuideFilter(document),
      installLinkNavigation(document, router, siteConfig.basePath),
      installLinkPrefetch(document, router, siteConfig.basePath),
    ]
    return () => uninstall.forEach((undo) => undo())
  }, [route, router])
  return null
}
