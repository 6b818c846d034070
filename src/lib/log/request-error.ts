import type { Instrumentation } from 'next'
import { requestLogContext, serverLogger, type ServerLogger } from './json-logger'

/**
 * Next.js's `onRequestError` (src/instrumentation.ts): an error the framework caught while
 * rendering a page or running a route handler becomes one log line with the request id, the method,
 * the path without its query (it may carry what a reader typed) and where it happened.
 */
export function requestErrorLogger(logger: ServerLogger = serverLogger('next')): Instrumentation.onRequestError {
  return (error, request, context) => {
    const path = request.path.split('?', 1)[0]
    const where = `${context.routeType} ${context.routePath}`
    logger.error(`[next] ${request.method} ${path} failed (${where})`, error instanceof Error ? error : new Error(String(error)), requestLogContext(request.headers))
  }
}
