/**
 * Inline in the head: section headings' 'Copy section as Markdown' buttons fetch the page's Markdown and ask
 * for their section to be copied, from first paint (src/lib/enhance/copy-section.ts). Bundled into inline
 * text by `npm run generate:inline-scripts`.
 */
import { installSectionCopy } from '@/lib/enhance/copy-section'

installSectionCopy(document)
