import { COPY_FEEDBACK_MS } from '../copy'

export const COPIED_LABEL = 'Copied!'

/**
 * Shows that a copy button copied: 'Copied!' in its live label and `data-copied` (the tick), for a
 * moment, then its own label again. A second copy meanwhile starts the moment over.
 */
export function copiedFeedback(): (button: HTMLElement, idleLabel: string) => void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>()
  const show = (button: HTMLElement, label: string, copied: boolean) => {
    button.toggleAttribute('data-copied', copied)
    const live = button.querySelector('[aria-live]')
    if (live) live.textContent = label
  }
  return (button, idleLabel) => {
    clearTimeout(timers.get(button))
    show(button, COPIED_LABEL, true)
    timers.set(
      button,
      setTimeout(() => show(button, idleLabel, false), COPY_FEEDBACK_MS),
    )
  }
}
