/**
 * Inline in the head: clicks on code tabs choose their language from first paint
 * (src/lib/enhance/code-tabs.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installCodeTabClicks } from '@/lib/enhance/code-tabs'

installCodeTabClicks(document)
