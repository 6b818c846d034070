'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { installAcceptedValues } from '@/lib/enhance/accepted-values'
import { installCodeCopy } from '@/lib/enhance/copy-code'
import { installCodeTabs } from '@/lib/enhance/code-tabs'
import { installPageCopy } from '@/lib/enhance/copy-page'
import { replayEarlyClicks } from '@/lib/enhance/early-clicks'
import { installGuideFilter } from '@/lib/enhance/guide-filter'
import { installLinkNavigation, installLinkPrefetch } from '@/lib/enhance/site-links'
import { installThemeFollowing } from '@/lib/theme-behaviour'
import { siteConfig } from '@/site.config'

/**
 * What makes server-rendered content interactive without hydrating it: one listener on the document
 * per behaviour (copy buttons, the copy-page button, code tabs, accepted values, the guide filter, links, the theme
 * following the system and other tabs), installed for
 * each page shown. Clicks on those controls made before the first install are replayed then.
 */
export function PageBehaviours({ route }: { route: string }) {
  const router = useRouter()
  useEffect(() => {
    const uninstall = [
      installCodeCopy(document),
      installCodeTabs(document),
      installPageCopy(document),
      installAcceptedValues(document),
      installGuideFilter(document),
      installLinkNavigation(document, router, siteConfig.basePath),
      installLinkPrefetch(document, router, siteConfig.basePath),
      installThemeFollowing(document),
    ]
    replayEarlyClicks(document)
    return () => uninstall.forEach((undo) => undo())
  }, [route, router])
  return null
}
