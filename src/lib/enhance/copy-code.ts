import { COPY_FEEDBACK_MS, copyText } from '../copy'

/** The data attribute that marks a code block's copy button (src/components/mdx/CopyButton.tsx). */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-button'

/** The code shown in this block: the visible panel of a group, or the block's only <pre>. */
function visibleCode(button: HTMLElement): string {
  const block = button.closest('[data-code-block]')
  const codes = block ? Array.from(block.querySelectorAll<HTMLElement>('pre code')) : []
  const visible = codes.find((code) => code.closest('pre')?.offsetParent !== null) ?? codes[0]
  return visible?.textContent ?? ''
}

function showCopied(button: HTMLElement, copied: boolean) {
  button.toggleAttribute('data-copied', copied)
  const label = button.querySelector('[aria-live]')
  if (label) label.textContent = copied ? 'Copied!' : 'Copy'
}

/** One click listener for every code block's copy button on the page; 'Copied!' shows for a moment. */
export function installCodeCopy(doc: Document): () => void {
  const view = doc.defaultView!
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>()
  async function onClick(event: MouseEvent) {
    const button = event.target instanceof view.Element ? event.target.closest<HTMLElement>(`[${COPY_BUTTON_ATTRIBUTE}]`) : null
    if (!button) return
    const ok = await copyText(visibleCode(button), { document: doc, clipboard: view.navigator.clipboard, warn: (message) => console.warn(message) })
    if (!ok) return
    clearTimeout(timers.get(button))
    showCopied(button, true)
    timers.set(
      button,
      setTimeout(() => showCopied(button, false), COPY_FEEDBACK_MS),
    )
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}
