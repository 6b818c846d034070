/**
 * Inline in the head: the keyboard of popover menus (the page actions), working from first paint
 * (src/lib/enhance/menu-keys.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installMenuKeys } from '@/lib/enhance/menu-keys'

installMenuKeys(document)
