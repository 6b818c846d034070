/**
 * Inline in the head: makes the navigation panel of narrow screens open and close from first paint.
 * Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { initMobileNavigation } from '@/lib/mobile-navigation'

initMobileNavigation(window)
