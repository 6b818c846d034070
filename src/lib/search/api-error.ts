/** An error answered in Algolia's shape, `{ message, status }`, with that HTTP status (and any headers, such as Retry-After). */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'SearchApiError'
  }
}
