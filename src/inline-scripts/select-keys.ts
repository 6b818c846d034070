/**
 * Inline in the head: the keyboard of select menus (the version menu), working from first paint
 * (src/lib/enhance/select-keys.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installSelectKeys } from '@/lib/enhance/select-keys'

installSelectKeys(document)
