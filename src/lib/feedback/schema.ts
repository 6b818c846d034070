import { z } from 'zod'
import { normaliseRoute } from '@/lib/content/paths'
import {
  FEEDBACK_ANSWERS,
  MAX_COMMENT_LENGTH,
  MAX_URL_LENGTH,
  MAX_USER_AGENT_LENGTH,
} from './constants'

// With the u flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /\p{Cs}/u

/**
 * Text as stored: PostgreSQL text cannot hold U+0000 (it would fail later as a 503), and a lone
 * UTF-16 surrogate (JSON's "\ud800") has no UTF-8 form, so it would be stored as invalid bytes that
 * read back as U+FFFD. Both are rejected with a 400 rather than altered behind the reader's back.
 */
const text = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'must not contain unpaired UTF-16 surrogates (\\ud800-\\udfff)')

/**
 * The feedback payload {url, ua, comment, answer}. `url` is the page's path as the browser shows
 * it (with or without the /docs base) and comes out as the page route, e.g. '/concepts/introduction'.
 */
export function createFeedbackSchema(isKnownPath: (route: string) => boolean) {
  return z.object({
    url: text(MAX_URL_LENGTH)
      .startsWith('/', 'must be a path starting with /')
      .transform((url) => normaliseRoute(url))
      .refine(isKnownPath, 'is not a page of this site'),
    answer: z.enum(FEEDBACK_ANSWERS),
    comment: text(MAX_COMMENT_LENGTH).default(''),
    ua: text(MAX_USER_AGENT_LENGTH).default(''),
  })
}

export type FeedbackSchema = ReturnType<typeof createFeedbackSchema>
export type FeedbackInput = z.output<FeedbackSchema>
