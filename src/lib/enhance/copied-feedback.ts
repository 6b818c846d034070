import { COPY_FEEDBACK_MS, copyText } from '../copy'

export const COPIED_LABEL = 'Copied!'

/**
 * Copies a copy button's text with the document's clipboard (a console warning when it cannot), and
 * shows that it copied: 'Copied!' in its live label and `data-copied` (the tick), for a moment, then
 * its own label again. A second copy meanwhile starts the moment over.
 */
export function copyWithFeedback(doc: Document): (button: HTMLElement, text: string, idleLabel: string) => Promise<void> {
  const view = doc.defaultView!
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>()
  const show = (button: HTMLElement, label: string, copied: boolean) => {
    button.toggleAttribute('data-copied', copied)
    const live = button.querySelector('[aria-live]')
    if (live) live.textContent = label
  }
  return async (button, text, idleLabel) => {
    const ok = await copyText(text, { document: doc, clipboard: view.navigator.clipboard, warn: (message) => console.warn(message) })
    if (!ok) return
    clearTimeout(timers.get(button))
    show(button, COPIED_LABEL, true)
    timers.set(
      button,
      setTimeout(() => show(button, idleLabel, false), COPY_FEEDBACK_MS),
    )
  }
}
