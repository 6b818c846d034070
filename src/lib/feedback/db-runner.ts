import type { FeedbackDb } from './db'
import { migrateFeedbackDb } from './migrations'
import { retryWhileLocked, SQLITE_LOCK_WAIT_MS } from './sqlite-lock'

/**
 * Runs a store's queries: the first call migrates the schema (again after a failure, e.g. once the
 * database is back), and on SQLite a call that meets another process's lock runs again (a lock
 * error leaves the statement that met it undone; PostgreSQL waits for locks by itself).
 */
export function createDbRunner(handle: FeedbackDb, lockWaitMs: number = SQLITE_LOCK_WAIT_MS) {
  let migrated: Promise<void> | undefined
  const migrate = () =>
    (migrated ??= migrateFeedbackDb(handle).catch((error: unknown) => {
      migrated = undefined
      throw error
    }))
  return <T>(query: () => Promise<T>): Promise<T> => {
    const operation = async () => {
      await migrate()
      return query()
    }
    return handle.dialect === 'sqlite' ? retryWhileLocked(operation, lockWaitMs) : operation()
  }
}
