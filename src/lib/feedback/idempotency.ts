import type { FeedbackStore } from './store'

/** What an Idempotency-Key may be: a client-made token such as a UUID. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/

/** How a keyed submission relates to what is stored under its key. */
export type KeyState = 'new' | 'retry' | 'reused'

/**
 * 'retry' when the same submission is stored under the key (answer as the first try did, store
 * nothing), 'reused' when another body is (the IETF Idempotency-Key draft answers 422), 'new' when
 * nothing is. A row stored before body hashes were kept counts as the same submission.
 */
export async function keyState(store: Pick<FeedbackStore, 'findByIdempotencyKey'>, idempotencyKey: string, bodyHash: string): Promise<KeyState> {
  const earlier = await store.findByIdempotencyKey(idempotencyKey)
  if (!earlier) return 'new'
  return earlier.bodyHash !== null && earlier.bodyHash !== bodyHash ? 'reused' : 'retry'
}
