import { closestToTarget } from '../enhance/event-target'

/** Marks the feedback form (src/components/feedback/FeedbackWidget.tsx). */
export const FEEDBACK_FORM_ATTRIBUTE = 'data-feedback-form'
/** Set on the form by a Send pressed before React has hydrated it: the widget sends it once it has. */
export const SEND_PENDING_ATTRIBUTE = 'data-send-pending'

/**
 * From the head (src/inline-scripts/feedback-send.ts): a Send pressed before the page's scripts have
 * hydrated the feedback form would submit it to the page's own address and load the page again,
 * losing the answer. This holds it instead, marked on the form (the CSS shows it being sent), for the
 * widget to send once it is React's. Once it is, React has already prevented the submission it
 * handles: listening on the window, after the document's listeners, leaves those alone.
 */
export function holdEarlyFeedbackSends(view: Window): void {
  view.addEventListener('submit', (event) => {
    const form = closestToTarget(event, `[${FEEDBACK_FORM_ATTRIBUTE}]`)
    if (!form || event.defaultPrevented) return
    event.preventDefault()
    form.setAttribute(SEND_PENDING_ATTRIBUTE, '')
  })
}
