import { COPY_BUTTON_ATTRIBUTE, COPY_BUTTON_LABEL } from '@/lib/enhance/copy-code'

/**
 * A code block's copy button, rendered on the server: a page can have dozens, and none needs its
 * own hydrated component. Its icon is drawn by CSS, a tick while [data-copied] is set. One listener (src/lib/enhance/copy-code.ts) handles clicks and shows 'Copied!' for a moment.
 */
export function CopyButton() {
  return (
    <button type="button" {...{ [COPY_BUTTON_ATTRIBUTE]: '' }} className="copy-button">
      {/* The head's copy listener may have put 'Copied!' here before hydration: React is to leave the text, not rebuild the block. */}
      <span aria-live="polite" suppressHydrationWarning>
        {COPY_BUTTON_LABEL}
      </span>
    </button>
  )
}
