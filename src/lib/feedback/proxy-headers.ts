import type { FeedbackLogger } from './logger'

const warned = new WeakSet<FeedbackLogger>()

export const IGNORED_PROXY_HEADERS_WARNING =
  '[feedback] Requests carry X-Forwarded-For or X-Real-IP, but FEEDBACK_TRUST_PROXY is off: the feedback ' +
  'rate limit ignores those headers and counts the submissions to each page from all clients together. ' +
  'Behind a reverse proxy that sets them, set FEEDBACK_TRUST_PROXY=true to limit each client separately. ' +
  'Without such a proxy leave it off: clients can forge these headers (and Next.js adds X-Forwarded-For itself).'

/**
 * Warns once per logger (for the route, which logs to the console: once per process) when a
 * request carries proxy headers that the rate limit does not trust.
 */
export function warnOfIgnoredProxyHeaders(request: Request, trustProxy: boolean, logger: FeedbackLogger): void {
  if (trustProxy || warned.has(logger)) return
  if (!request.headers.has('x-forwarded-for') && !request.headers.has('x-real-ip')) return
  warned.add(logger)
  logger.warn(IGNORED_PROXY_HEADERS_WARNING)
}
