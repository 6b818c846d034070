import { CheckIcon, CopyIcon } from '../icons'

/** The data attribute that marks a copy button; one listener (CodeCopyListener) serves them all. */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-button'

/**
 * A code block's copy button, rendered on the server: a page can have dozens, and none needs its
 * own hydrated component. CodeCopyListener handles clicks and shows 'Copied!' for a moment.
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
