import { SearchApiError } from './api-error'

/**
 * Counts the size of an answer's hits while they are formatted and stops the call (400) at the
 * first hit past the limit, so an oversized answer is never built whole.
 */
export class AnswerBudget {
  private used = 0

  constructor(private readonly limitBytes: number) {}

  /** Charges one hit, as UTF-8 JSON. */
  charge(hit: unknown): void {
    this.used += Buffer.byteLength(JSON.stringify(hit))
    if (this.used > this.limitBytes) throw new SearchApiError(400, 'answer too large: lower hitsPerPage or the number of queries')
  }
}
