/** Where the feedback server code reports problems; `console` unless a caller passes another. */
export type { ServerLogger as FeedbackLogger } from '../log/json-logger'
