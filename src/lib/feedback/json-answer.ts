/** The answers of the write endpoints (feedback, search signals): JSON, never cached. */

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

/** A refusal: `{ error, ...extra }`. */
export function problem(status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return jsonAnswer(status, { error, ...extra }, headers)
}

/** Seconds a client should wait before retrying when the store is unavailable. */
export const RETRY_AFTER_SECONDS = 5

/** The 503 of a store that failed: try again in RETRY_AFTER_SECONDS. */
export function storeUnavailable(error: string): Response {
  return problem(503, error, {}, { 'retry-after': String(RETRY_AFTER_SECONDS) })
}
