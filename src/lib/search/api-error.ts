/** An error answered in Algolia's shape, `{ message, status }`, with that HTTP status. */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'SearchApiError'
  }
}
