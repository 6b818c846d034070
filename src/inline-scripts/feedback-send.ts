/**
 * Head: the feedback widget (src/components/feedback/FeedbackWidget.tsx), without React. Picking a
 * choice fetches the sender (src/islands/feedback.ts); Send shows the widget sending, then thanks the
 * reader, or, if the sender could not be fetched, says so and shows the form again. A page opened
 * with feedback still waiting in the outbox fetches the sender to send it. Bundled by
 * `npm run generate:inline-scripts`.
 */
import { closestToTarget } from '@/lib/enhance/event-target'
import { FEEDBACK_FORM_ATTRIBUTE, FEEDBACK_STATE_ATTRIBUTE, OUTBOX_STORAGE_KEY, type FeedbackIsland, type FeedbackState } from '@/lib/feedback/widget'
import { feedbackIslandAddress } from '@/lib/page-scripts/island-files'
import { islandLoader } from '@/lib/page-scripts/islands'

const load = islandLoader<FeedbackIsland>(feedbackIslandAddress)
const form = `[${FEEDBACK_FORM_ATTRIBUTE}]`

addEventListener('change', (event) => void (closestToTarget(event, form) && load().catch(() => {})))

addEventListener('submit', (event) => {
  const fields = closestToTarget<HTMLFormElement>(event, form)
  const widget = fields?.parentElement
  if (!widget) return
  event.preventDefault()
  if (widget.getAttribute(FEEDBACK_STATE_ATTRIBUTE) === 'sending' || !new FormData(fields!).has('answer')) return
  const status = widget.querySelector<HTMLElement>('[role=status]')!
  const show = (state: FeedbackState) => {
    widget.setAttribute(FEEDBACK_STATE_ATTRIBUTE, state)
    status.textContent = status.dataset[state]!
  }
  show('sending')
  // The form hides while it sends: keyboard and screen-reader users are kept at the message.
  status.focus()
  load()
    .then((island) => island.sendFeedback(fields!))
    .then(
      () => show('done'),
      () => show('failed'),
    )
})

try {
  // Each waiting submission has a key.
  if (sessionStorage.getItem(OUTBOX_STORAGE_KEY)?.includes('"key"')) load().catch(() => {})
} catch {
  // storage switched off: nothing waits
}
