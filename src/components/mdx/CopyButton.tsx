import { COPY_BUTTON_ATTRIBUTE } from '@/lib/enhance/copy-code'
import { CheckIcon, CopyIcon } from '../icons'

/**
 * A code block's copy button, rendered on the server: a page can have dozens, and none needs its
 * own hydrated component. One listener (src/lib/enhance/copy-code.ts) handles clicks and shows 'Copied!' for a moment.
 */
export function CopyButton() {
  return (
    <button type="button" {...{ [COPY_BUTTON_ATTRIBUTE]: '' }} className="copy-button group/copy">
      <CopyIcon className="h-3.5 w-3.5 group-data-copied/copy:hidden" />
      <CheckIcon className="hidden h-3.5 w-3.5 group-data-copied/copy:block" />
      <span aria-live="polite">Copy</span>
    </button>
  )
}
