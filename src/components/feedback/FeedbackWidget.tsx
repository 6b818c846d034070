'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FEEDBACK_ENDPOINT, MAX_COMMENT_LENGTH, type FeedbackAnswer } from '@/lib/feedback/constants'
import { FEEDBACK_FORM_ATTRIBUTE, SEND_PENDING_ATTRIBUTE } from '@/lib/feedback/held-send'
import { createOutbox } from '@/lib/feedback/outbox'

const CHOICES: readonly { answer: FeedbackAnswer; label: string }[] = [
  { answer: 'yes', label: 'It was helpful' },
  { answer: 'no', label: 'It was not helpful' },
  { answer: 'feedback', label: 'I have feedback' },
]

const STATUS_TEXT = {
  idle: '',
  submitting: 'Submitting feedback',
  done: 'Thank you for your feedback!',
} as const

type Status = keyof typeof STATUS_TEXT

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // storage switched off: retries still run while the page is open
  }
}

/** A random Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

let outbox: ReturnType<typeof createOutbox> | undefined
function feedbackOutbox() {
  outbox ??= createOutbox({ endpoint: FEEDBACK_ENDPOINT, fetch: (input, init) => fetch(input, init), storage: sessionStore(), setTimeout: (run, ms) => window.setTimeout(run, ms), newKey })
  return outbox
}

/** "What did you think of this content?" for the page footer; starts over on every page. */
export function FeedbackWidget() {
  const pathname = usePathname()
  // Submissions a failed request left behind (on this page or the one before) go out again, and
  // everything waiting leaves when the page is hidden.
  useEffect(() => {
    feedbackOutbox().flush()
    const onHide = () => {
      if (document.visibilityState === 'hidden') feedbackOutbox().flush()
    }
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [])
  // The footer survives client-side navigation; a new key gives each page a fresh form.
  return <FeedbackForm key={pathname} />
}

/**
 * The form is the browser's until it is sent: the choices are radio buttons, and the comment box and
 * Send show by CSS once one is checked (.feedback-comment in globals.css), so a choice made before
 * React has hydrated the page shows them at once and hydration changes nothing. What is sent is read
 * from the form. A Send pressed before hydration is held by the head's script (src/lib/feedback/held-send.ts)
 * and sent here once the form is React's.
 */
function FeedbackForm() {
  const id = useId()
  const [status, setStatus] = useState<Status>('idle')
  // State updates land after the event; a ref stops a second submit fired before they do.
  const inFlight = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)

  // Sending removes the focused form; keep keyboard and screen-reader users at the message instead.
  useEffect(() => {
    if (status === 'submitting') statusRef.current?.focus()
  }, [status])

  async function send(fields: HTMLFormElement) {
    const data = new FormData(fields)
    const answer = data.get('answer') as FeedbackAnswer | null
    if (inFlight.current || answer === null) return
    inFlight.current = true
    setStatus('submitting')
    // The reader is thanked whatever became of the request; the outbox retries a failed one.
    await feedbackOutbox().submit(JSON.stringify({ url: window.location.pathname, ua: navigator.userAgent, comment: data.get('comment') ?? '', answer }))
    setStatus('done')
  }

  // A Send held since before hydration goes now, once.
  useEffect(() => {
    const held = form.current
    if (!held?.hasAttribute(SEND_PENDING_ATTRIBUTE)) return
    held.removeAttribute(SEND_PENDING_ATTRIBUTE)
    void send(held)
  }, [])

  return (
    <section aria-label="Page feedback" className="text-sm text-zinc-700 dark:text-zinc-300">
      {status === 'idle' && (
        <form
          ref={form}
          {...{ [FEEDBACK_FORM_ATTRIBUTE]: '' }}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault()
            void send(event.currentTarget)
          }}
          className="feedback-form space-y-4"
        >
          <fieldset>
            <legend className="feedback-legend">What did you think of this content?</legend>
            <div className="flex flex-wrap gap-2">
              {CHOICES.map((choice) => (
                <label key={choice.answer} className="feedback-choice">
                  <input type="radio" name="answer" value={choice.answer} className="sr-only" />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="feedback-comment space-y-2">
            <label htmlFor={`${id}-comment`} className="feedback-label">
              Comment <span className="font-normal text-zinc-500 dark:text-zinc-400">(optional)</span>
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={5}
              maxLength={MAX_COMMENT_LENGTH}
              placeholder="We'd love to hear your feedback!"
              className="feedback-textarea"
            />
            <button
              type="submit"
              className="feedback-send"
            >
              Send
            </button>
          </div>
        </form>
      )}
      <p
        ref={statusRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className={`outline-none ${status === 'done' ? 'font-medium text-zinc-900 dark:text-white' : ''}`}
      >
        {STATUS_TEXT[status]}
      </p>
    </section>
  )
}
