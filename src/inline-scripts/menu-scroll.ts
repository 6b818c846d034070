/**
 * In the head script: puts back the menu's scroll position from the page before (or brings the
 * current page's link into view) once the page is parsed (page-parsed.ts), before first paint. See
 * src/lib/menu-scroll.ts.
 */
import { restoreMenuScroll } from '@/lib/menu-scroll'
import { PAGE_PARSED_EVENT } from '@/lib/page-parsed'

// Dispatched once per page.
document.addEventListener(PAGE_PARSED_EVENT, () => restoreMenuScroll(document))
