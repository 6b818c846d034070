import { createHash } from 'node:crypto'
import type { FeedbackInput } from './schema'

/**
 * A fingerprint of a validated submission, stored with its Idempotency-Key. It hashes the fields as
 * parsed, not the raw bytes, so a retry that spaces its JSON differently or writes the page's path
 * with the /docs base is still the same submission; a different answer, comment, page or user agent
 * is not.
 */
export function submissionHash(input: FeedbackInput): string {
  return createHash('sha256').update(JSON.stringify([input.url, input.answer, input.comment, input.ua])).digest('base64url')
}
