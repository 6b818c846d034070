/**
 * Inline in the head: the arrow keys move between code tabs from first paint
 * (src/lib/enhance/code-tabs.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installCodeTabKeys } from '@/lib/enhance/code-tabs'

installCodeTabKeys(document)
