/**
 * Inline in the head: code blocks' copy buttons ask for their visible code to be copied from first paint
 * (src/lib/enhance/copy-code.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installCodeCopy } from '@/lib/enhance/copy-code'

installCodeCopy(document)
