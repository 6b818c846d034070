'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { currentCodeLanguage } from '@/lib/code-language-choice'
import { syncCodeTabs } from '@/lib/enhance/code-tabs'
import { installGuideFilter } from '@/lib/enhance/guide-filter'
import { installLinkNavigation, installLinkPrefetch } from '@/lib/enhance/site-links'
import { installThemeFollowing } from '@/lib/theme-behaviour'
import { siteConfig } from '@/site.config'

declare global {
  interface Window {
    /** Set once the behaviours below are installed for the first page (end-to-end tests wait for it). */
    __docsBehavioursReady?: boolean
  }
}

/**
 * What makes server-rendered content interactive without hydrating it and needs the framework: the
 * guide filter, links opening client-side, the theme following the system and other tabs, installed
 * for each page shown. Code tabs, copy buttons and accepted values need none of it: the head's
 * inline scripts install their listeners on the document before first paint, once for every page
 * shown; here the tabs of a page shown client-side are marked for the chosen language.
 */
export function PageBehaviours({ route }: { route: string }) {
  const router = useRouter()
  useEffect(() => {
    syncCodeTabs(document, currentCodeLanguage())
    const uninstall = [
      installGuideFilter(document),
      installLinkNavigation(document, router, siteConfig.basePath),
      installLinkPrefetch(document, router, siteConfig.basePath),
      installThemeFollowing(document),
    ]
    window.__docsBehavioursReady = true
    return () => uninstall.forEach((undo) => undo())
  }, [route, router])
  return null
}
