/**
 * Inline, right after the side menu: puts back the menu's scroll position from the page before (or
 * brings the current page's link into view) before first paint. See src/lib/menu-scroll.ts.
 */
import { restoreMenuScroll } from '@/lib/menu-scroll'

restoreMenuScroll(document)
