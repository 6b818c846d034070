/** The headers of every short text answer about one request (errors, refusals, redirects): nothing may cache them. */
export const PLAIN_ERROR_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } as const
