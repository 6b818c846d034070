/**
 * Inline in the head: the 'Copy page as Markdown' button fetches and asks for the page's Markdown to be copied from first paint
 * (src/lib/enhance/copy-page.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installPageCopy } from '@/lib/enhance/copy-page'

installPageCopy(document)
