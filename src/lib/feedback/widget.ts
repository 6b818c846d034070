/**
 * The feedback widget's markup contract (src/components/feedback/FeedbackWidget.tsx), shared by the
 * head script that runs it (src/inline-scripts/feedback-send.ts) and the island that sends
 * (src/islands/feedback.ts). No imports: the head script bundles it.
 */

/** Marks the feedback form. */
export const FEEDBACK_FORM_ATTRIBUTE = 'data-feedback-form'

/**
 * On the widget: where it is. None while the reader chooses and writes; `sending` from the press of
 * Send; `done` once sent (the reader is thanked whatever became of the request: the outbox retries a
 * failed one); `failed` when the sender could not be fetched, the form shown again to send once more.
 * The status line keeps each state's text as `data-{state}`.
 */
export const FEEDBACK_STATE_ATTRIBUTE = 'data-state'

export type FeedbackState = 'sending' | 'done' | 'failed'

/** The outbox's key in session storage (src/lib/feedback/outbox.ts): feedback waiting to be sent again. */
export const OUTBOX_STORAGE_KEY = 'nitric-docs-feedback-outbox'

/** What the feedback island exports. */
export interface FeedbackIsland {
  /** Sends the form's answer and comment with the page's address. */
  sendFeedback(form: HTMLFormElement): Promise<void>
}
