import { z } from 'zod'
import { normaliseRoute } from '@/lib/content/paths'
import {
  FEEDBACK_ANSWERS,
  MAX_COMMENT_LENGTH,
  MAX_URL_LENGTH,
  MAX_USER_AGENT_LENGTH,
} from './constants'

// PostgreSQL text cannot hold U+0000, so such input must fail here as a 400, not later as a 503.
const noNul = (value: string) => !value.includes('\u0000')
const NUL_MESSAGE = 'must not contain NUL characters'

/**
 * The feedback payload {url, ua, comment, answer}. `url` is the page's path as the browser shows
 * it (with or without the /docs base) and comes out as the page route, e.g. '/concepts/introduction'.
 */
export function createFeedbackSchema(isKnownPath: (route: string) => boolean) {
  return z.object({
    url: z
      .string()
      .max(MAX_URL_LENGTH)
      .startsWith('/', 'must be a path starting with /')
      .refine(noNul, NUL_MESSAGE)
      .transform((url) => normaliseRoute(url))
      .refine(isKnownPath, 'is not a page of this site'),
    answer: z.enum(FEEDBACK_ANSWERS),
    comment: z.string().max(MAX_COMMENT_LENGTH).refine(noNul, NUL_MESSAGE).default(''),
    ua: z.string().max(MAX_USER_AGENT_LENGTH).refine(noNul, NUL_MESSAGE).default(''),
  })
}

export type FeedbackSchema = ReturnType<typeof createFeedbackSchema>
export type FeedbackInput = z.output<FeedbackSchema>
