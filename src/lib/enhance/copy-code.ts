import { requestCopy } from './copied-feedback'
import { closestToTarget } from './event-target'

/** The data attribute that marks a code block's copy button (src/components/mdx/CopyButton.tsx). */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-button'
export const COPY_BUTTON_LABEL = 'Copy'

/** The code shown in this block: the visible panel of a group, or the block's only <pre>. */
function visibleCode(button: HTMLElement): string {
  const block = button.closest('[data-code-block]')
  const codes = block ? Array.from(block.querySelectorAll<HTMLElement>('pre code')) : []
  const visible = codes.find((code) => code.closest('pre')?.offsetParent !== null) ?? codes[0]
  return visible?.textContent ?? ''
}

/**
 * One click listener for every code block's copy button on the page, from the head's inline script
 * (src/inline-scripts/copy-code.ts); the copying and 'Copied!' are installCopiedFeedback's.
 */
export function installCodeCopy(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = closestToTarget(event, `[${COPY_BUTTON_ATTRIBUTE}]`)
      if (button) requestCopy(button, visibleCode(button))
    },
    { signal },
  )
}
