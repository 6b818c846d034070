/** Where the feedback server code reports problems; `console` unless a caller passes another. */
export type FeedbackLogger = Pick<Console, 'warn' | 'error'>
