/**
 * Inline in the head, before the content: marks every code group's tab of the chosen language
 * selected as the group is added, before any frame shows it (src/lib/enhance/code-tabs.ts), so what a
 * screen reader announces agrees with the panel the CSS shows. Bundled into inline text by
 * `npm run generate:inline-scripts`.
 */
import { syncCodeTabsAsAdded } from '@/lib/enhance/code-tabs'

syncCodeTabsAsAdded(document)
