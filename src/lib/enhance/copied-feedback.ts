import { COPY_FEEDBACK_MS, copyText } from '../copy'

export const COPIED_LABEL = 'Copied!'

/**
 * What a copy button dispatches on itself, with the text to copy as its detail (src/lib/enhance/copy-code.ts
 * and copy-page.ts): each kind of button knows what it copies, one listener copies and shows it.
 */
const COPY_EVENT = 'docs:copy'

export function requestCopy(button: Element, text: string): void {
  button.dispatchEvent(new CustomEvent(COPY_EVENT, { bubbles: true, detail: text }))
}

/**
 * Copies what a button asks for with the document's clipboard (a console warning when it cannot),
 * and shows that it copied: 'Copied!' in its live label and `data-copied` (the tick), for a moment,
 * then its own label again. A second copy meanwhile starts the moment over. Installed by the head's
 * inline script (src/inline-scripts/copied-feedback.ts).
 */
export function installCopiedFeedback(doc: Document, signal?: AbortSignal): void {
  const shown = new WeakMap<Element, { label: string | null; timer: ReturnType<typeof setTimeout> }>()
  doc.addEventListener(
    COPY_EVENT,
    async (event) => {
      const button = event.target as Element
      const live = button.querySelector('[aria-live]')!
      if (!(await copyText((event as CustomEvent<string>).detail, { document: doc, clipboard: navigator.clipboard, warn: console.warn }))) return
      const before = shown.get(button)
      clearTimeout(before?.timer)
      const label = before ? before.label : live.textContent
      button.toggleAttribute('data-copied', true)
      live.textContent = COPIED_LABEL
      const timer = setTimeout(() => {
        button.toggleAttribute('data-copied', false)
        live.textContent = label
        shown.delete(button)
      }, COPY_FEEDBACK_MS)
      shown.set(button, { label, timer })
    },
    { signal },
  )
}
