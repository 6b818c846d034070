import { copyWithFeedback } from './copied-feedback'
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

/** One click listener for every code block's copy button on the page; 'Copied!' shows for a moment. */
export function installCodeCopy(doc: Document): () => void {
  const copy = copyWithFeedback(doc)
  async function onClick(event: MouseEvent) {
    const button = closestToTarget(event, `[${COPY_BUTTON_ATTRIBUTE}]`)
    if (button) await copy(button, visibleCode(button), COPY_BUTTON_LABEL)
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}
