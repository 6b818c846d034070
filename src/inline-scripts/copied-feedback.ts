/**
 * Inline in the head: copies what a copy button asks for and shows 'Copied!' from first paint
 * (src/lib/enhance/copied-feedback.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installCopiedFeedback } from '@/lib/enhance/copied-feedback'

installCopiedFeedback(document)
