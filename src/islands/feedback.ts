/**
 * The feedback island: sends the feedback widget's answers through the outbox, which keeps a failed
 * one in session storage and tries again (src/lib/feedback/outbox.ts). The head script fetches it
 * when a reader picks a choice, or at load when the outbox holds feedback from an earlier page
 * (src/inline-scripts/feedback-send.ts). Loaded, it sends what waits and what is left when the page
 * is hidden.
 */
import { FEEDBACK_ENDPOINT, type FeedbackAnswer } from '@/lib/feedback/constants'
import { createOutbox } from '@/lib/feedback/outbox'

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

const outbox = createOutbox({ endpoint: FEEDBACK_ENDPOINT, fetch: (input, init) => fetch(input, init), storage: sessionStore(), setTimeout: (run, ms) => window.setTimeout(run, ms), newKey })

outbox.flush()
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') outbox.flush()
})

export async function sendFeedback(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form)
  const answer = data.get('answer') as FeedbackAnswer | null
  if (answer === null) return
  await outbox.submit(JSON.stringify({ url: window.location.pathname, ua: navigator.userAgent, comment: data.get('comment') ?? '', answer }))
}
