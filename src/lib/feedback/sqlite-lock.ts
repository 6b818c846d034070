import pRetry from 'p-retry'

/**
 * How long better-sqlite3 itself waits for another connection's lock: not at all. Its wait is
 * synchronous, so the whole server stands still meanwhile, and every request waiting for the lock
 * pays it again on each try: with only 2 ms, 100 submissions waiting through a 2 s lock stalled the
 * event loop for 360 ms at a time, 300 for 1.9 s. A lock error instead comes back at once and
 * `retryWhileLocked` waits for the lock asynchronously.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 0

/** How long a store call waits, in all, for a lock another process holds before it fails (a 503). */
export const SQLITE_LOCK_WAIT_MS = 5_000

/** SQLITE_BUSY or SQLITE_LOCKED, extended codes included (SQLITE_BUSY_SNAPSHOT …), here or in a cause. */
export function isSqliteLockError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true
  }
  return false
}

/**
 * Runs `operation` again while it fails because the database is locked, with growing, jittered
 * pauses (10 ms up to 250 ms) so waiting calls do not all wake together, for at most `maxWaitMs`;
 * then the last lock error is thrown. Other errors are thrown at once. Only for operations that a
 * lock error leaves undone (a single statement, or a transaction that rolls back), so a retry never
 * does anything twice.
 */
export function retryWhileLocked<T>(operation: () => Promise<T>, maxWaitMs: number = SQLITE_LOCK_WAIT_MS): Promise<T> {
  return pRetry(operation, {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: 10,
    factor: 2,
    maxTimeout: 250,
    randomize: true,
    maxRetryTime: maxWaitMs,
    shouldRetry: ({ error }) => isSqliteLockError(error),
  })
}
