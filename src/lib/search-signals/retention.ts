import { utcDay } from './aggregate'
import type { SearchSignalStore } from './store'

const DAY_MS = 24 * 60 * 60 * 1000
const PURGE_EVERY_MS = 60 * 60 * 1000

/** The first day kept when `retentionDays` days are kept, today included (YYYY-MM-DD). */
export function firstKeptDay(now: Date, retentionDays: number): string {
  return utcDay(new Date(now.getTime() - (retentionDays - 1) * DAY_MS))
}

/** Deletes the days older than the retention; returns how many rows went. */
export function purgeExpired(store: Pick<SearchSignalStore, 'purgeBefore'>, retentionDays: number, now = new Date()): Promise<number> {
  return store.purgeBefore(firstKeptDay(now, retentionDays))
}

export interface PurgeSchedule {
  /** Starts a purge when none ran in this process for an hour; never waits for it, never throws. */
  maybePurge(): void
}

/**
 * Keeps the retention without a cron job: the endpoint calls `maybePurge` after storing, and at
 * most once an hour per process the expired days are deleted in the background.
 */
export function createPurgeSchedule(
  store: Pick<SearchSignalStore, 'purgeBefore'>,
  retentionDays: number,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): PurgeSchedule {
  const now = options.now ?? (() => new Date())
  let lastStarted = -Infinity
  return {
    maybePurge() {
      const moment = now()
      if (moment.getTime() - lastStarted < PURGE_EVERY_MS) return
      lastStarted = moment.getTime()
      purgeExpired(store, retentionDays, moment).catch((error: unknown) => options.onError?.(error))
    },
  }
}
