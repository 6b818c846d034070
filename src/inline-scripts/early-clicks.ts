/**
 * Inline in the head: remembers each control in EARLY_CLICK_TARGETS clicked before the page's
 * behaviours are installed; replayEarlyClicks (src/lib/enhance/early-clicks.ts) clicks them again
 * once they are. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { EARLY_CLICK_TARGETS } from '@/lib/enhance/early-clicks'

const clicked: Element[] = (window.__docsEarlyClicks = [])

addEventListener(
  'click',
  (event) => {
    if (window.__docsBehavioursReady) return
    const control = (event.target as Element | null)?.closest?.(EARLY_CLICK_TARGETS)
    if (control) clicked.push(control)
  },
  true,
)
