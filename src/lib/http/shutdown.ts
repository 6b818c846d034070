import type { IncomingMessage, ServerResponse } from 'node:http'

/** Longest a stopping server waits for requests in flight before it exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000

/** Counts requests from arrival to the end of their response: what a stopping server must let finish. */
export function createInFlight() {
  let count = 0
  const waiters = new Set<() => void>()
  return {
    get count() {
      return count
    },
    track(_request: IncomingMessage, response: ServerResponse): void {
      count++
      response.once('close', () => {
        count--
        if (count === 0) for (const wake of [...waiters]) wake()
      })
    },
    /** Resolves once nothing is in flight, or after `ms` (true when drained). */
    drained(ms: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true)
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(value)
        }
        const wake = () => done(true)
        const timer = setTimeout(() => done(false), ms)
        waiters.add(wake)
      })
    },
  }
}

export type InFlight = ReturnType<typeof createInFlight>

export interface ShutdownOptions {
  inFlight: InFlight
  /** Closes pools and other resources once requests are done. */
  close: () => Promise<void>
  log: (message: string) => void
  exit: (code: number) => void
  deadlineMs?: number
}

/**
 * On SIGTERM/SIGINT Next.js stops accepting connections and lets requests finish, then exits. This
 * adds what it does not do: close the feedback store's pool once the requests in flight are done,
 * and exit within the deadline even when a request never ends.
 */
export function onShutdownSignal({ inFlight, close, log, exit, deadlineMs = SHUTDOWN_DEADLINE_MS }: ShutdownOptions): (signal: string) => Promise<void> {
  let started = false
  return async (signal) => {
    if (started) return
    started = true
    const deadline = setTimeout(() => {
      log(`shutdown: ${inFlight.count} request(s) still running after ${deadlineMs} ms; exiting`)
      exit(signal === 'SIGINT' ? 130 : 143)
    }, deadlineMs)
    deadline.unref?.()
    log(`shutdown: ${signal}; ${inFlight.count} request(s) in flight`)
    await inFlight.drained(deadlineMs - 500)
    await close().catch((error: unknown) => log(`shutdown: closing the feedback store failed: ${(error as Error).message}`))
    log('shutdown: requests finished and the feedback store closed')
  }
}
