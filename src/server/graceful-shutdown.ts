import type { Server, ServerResponse } from 'node:http'

/** Counts responses from a request's arrival to their end: what a stopping server lets finish. */
export class InFlight {
  #count = 0
  readonly #waiters = new Set<() => void>()

  get count(): number {
    return this.#count
  }

  track(response: ServerResponse): void {
    this.#count++
    response.once('close', () => {
      this.#count--
      if (this.#count === 0) for (const wake of [...this.#waiters]) wake()
    })
  }

  /** Resolves true once nothing is in flight, or false after `ms`. */
  drained(ms: number): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer)
        this.#waiters.delete(wake)
        resolve(value)
      }
      const wake = () => done(true)
      const timer = setTimeout(() => done(false), ms)
      this.#waiters.add(wake)
    })
  }
}

export interface ShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections'>
  inFlight: InFlight
  /** Called once no request is in flight: closes the app (and with it the feedback store). */
  close: () => Promise<void>
  graceMs: number
  log: (message: string) => void
  exit: (code: number) => void
}

/**
 * What the server does on SIGTERM or SIGINT: stop accepting connections, close idle keep-alive ones,
 * answer requests already accepted (each with `Connection: close`, which `draining` tells the request
 * path), then close the app and exit 0. A request still running after the grace period is left and the
 * process exits 1.
 */
export function gracefulShutdown({ server, inFlight, close, graceMs, log, exit }: ShutdownOptions) {
  let draining = false
  return {
    get draining() {
      return draining
    },
    async begin(signal: string): Promise<void> {
      if (draining) return
      draining = true
      const deadline = setTimeout(() => {
        log(`shutdown: ${inFlight.count} request(s) still running after ${graceMs} ms; exiting`)
        exit(1)
      }, graceMs)
      deadline.unref()
      log(`shutdown: ${signal}; ${inFlight.count} request(s) in flight`)
      server.close()
      server.closeIdleConnections()
      const drained = await inFlight.drained(Math.max(0, graceMs - 500))
      if (!drained) return
      await close().catch((error: unknown) => log(`shutdown: closing failed: ${(error as Error).message}`))
      log('shutdown: requests answered and the app closed')
      clearTimeout(deadline)
      exit(0)
    },
  }
}
