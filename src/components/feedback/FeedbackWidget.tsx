import { MAX_COMMENT_LENGTH, type FeedbackAnswer } from '@/lib/feedback/constants'
import { FEEDBACK_FORM_ATTRIBUTE, type FeedbackState } from '@/lib/feedback/widget'

const CHOICES: readonly { answer: FeedbackAnswer; label: string }[] = [
  { answer: 'yes', label: 'It was helpful' },
  { answer: 'no', label: 'It was not helpful' },
  { answer: 'feedback', label: 'I have feedback' },
]

const STATUS_TEXT: Record<FeedbackState, string> = {
  sending: 'Submitting feedback',
  done: 'Thank you for your feedback!',
  failed: 'Your feedback could not be sent. Check your connection, then press Send again.',
}

/**
 * "What did you think of this content?" for the page footer: markup only, run by the head script
 * (src/inline-scripts/feedback-send.ts), which marks the widget's state (FEEDBACK_STATE_ATTRIBUTE),
 * hiding the form while it sends and once sent (globals.css), and writes the state's text, kept on
 * the status line, into it. The choices are radio buttons and
 * the comment box and Send show by CSS once one is checked.
 */
export function FeedbackWidget() {
  return (
    <section aria-label="Page feedback" className="feedback-widget">
      <form {...{ [FEEDBACK_FORM_ATTRIBUTE]: '' }} className="feedback-form">
        <fieldset>
          <legend className="feedback-legend">What did you think of this content?</legend>
          <div className="feedback-choices">
            {CHOICES.map((choice) => (
              <label key={choice.answer} className="feedback-choice">
                <input type="radio" name="answer" value={choice.answer} />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="feedback-comment">
          <label htmlFor="feedback-comment" className="feedback-label">
            Comment <span>(optional)</span>
          </label>
          <textarea id="feedback-comment" name="comment" rows={5} maxLength={MAX_COMMENT_LENGTH} placeholder="We'd love to hear your feedback!" className="feedback-textarea" />
          <button type="submit" className="feedback-send">
            Send
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" tabIndex={-1} className="feedback-status" {...Object.fromEntries(Object.entries(STATUS_TEXT).map(([state, text]) => [`data-${state}`, text]))} />
    </section>
  )
}
