/**
 * Inline in the head: a feedback Send pressed before the page's scripts have hydrated the form is
 * held, not lost (src/lib/feedback/held-send.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { holdEarlyFeedbackSends } from '@/lib/feedback/held-send'

holdEarlyFeedbackSends(window)
