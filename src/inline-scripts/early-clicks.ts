/**
 * Inline in the head: remembers each control in EARLY_CLICK_TARGETS clicked before the page's
 * behaviours are installed; replayEarlyClicks (src/lib/enhance/early-clicks.ts) clicks them again
 * once they are. Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { EARLY_CLICK_TARGETS } from '@/lib/enhance/early-clicks'
import { closestToTarget } from '@/lib/enhance/event-target'

const clicked: Element[] = (window.__docsEarlyClicks = [])

addEventListener(
  'click',
  (event) => {
    if (window.__docsBehavioursReady) return
    const control = closestToTarget(event, EARLY_CLICK_TARGETS)
    if (control) clicked.push(control)
  },
  true,
)
