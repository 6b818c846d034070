/**
 * The page behaviours that follow the first paint, installed once for each page loaded: every page
 * change is a full page load, so nothing needs the framework's router or React. Bundled into one
 * file by `npm run generate:inline-scripts` (scripts/lib/inline-scripts.ts), served by
 * src/app/page-scripts and loaded `async`: it may run before the page is parsed, so it waits for
 * that, and it never holds back DOMContentLoaded as a deferred script would.
 */
import { installGuideFilter } from '../enhance/guide-filter'
import { installLinkPrefetch } from '../link-prefetch/prefetch-links'
import { installMenuScrollSaving } from '../menu-scroll'
import { installThemeFollowing } from '../theme-behaviour'
import { siteConfig } from '../../site.config'
import { installHeaderFill } from './header-fill'
import { installPageViews } from './page-views'
import { installSectionTracking } from './section-tracking'
import { whenShown } from './when-shown'

declare global {
  interface Window {
    /** Set once the behaviours below are installed (end-to-end tests wait for it). */
    __docsBehavioursReady?: boolean
  }
}

function install(): void {
  installSectionTracking(document)
  installHeaderFill(document)
  installGuideFilter(document)
  installThemeFollowing(document)
  installMenuScrollSaving(document)
  // A prerendered page neither counts a view nor prefetches until the reader opens it.
  whenShown(document, () => {
    installLinkPrefetch(document, siteConfig.basePath)
    installPageViews(document)
  })
  window.__docsBehavioursReady = true
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install, { once: true })
else install()
