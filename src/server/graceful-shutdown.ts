import type { Server, ServerResponse } from 'node:http'

/** Counts responses from a request's arrival to their end: what a stopping server lets finish. */
export class InFlight {
  #count = 0
  #arrivals = 0
  readonly #waiters = new Set<() => void>()

  get count(): number {
    return this.#count
  }

  track(response: ServerResponse): void {
    this.#count++
    this.#arrivals++
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

  /** Resolves true once nothing has been in flight, and nothing has arrived, for `ms`; false when a request came. */
  async quiet(ms: number): Promise<boolean> {
    if (!(await this.drained(ms))) return false
    const arrivals = this.#arrivals
    await new Promise((resolve) => setTimeout(resolve, ms))
    return this.#arrivals === arrivals && this.#count === 0
  }
}

/** How long no request may arrive before a stopping server closes its listener. */
export const QUIET_MS = 250

export interface ShutdownOptions {
  server: Pick<Server, 'close'>
  inFlight: InFlight
  /** Called once no request is in flight: closes the app (and with it the feedback store). */
  close: () => Promise<void>
  graceMs: number
  log: (message: string) => void
  exit: (code: number) => void
}

/**
 * What the server does on SIGTERM or SIGINT. Every answer from then on says `Connection: close`
 * (`draining` tells the request path), so clients stop reusing their connections. Connections it has
 * accepted may still carry requests its parser has not read yet, and closing the listener would reset
 * them with the idle connections (Node.js's `server.close()` does both): so it keeps answering until
 * no request has arrived for QUIET_MS (at most half the grace period), then closes the listener,
 * answers what is left, closes the app and exits 0. A request still running after the grace period is
 * abandoned and the process exits 1.
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
      const started = Date.now()
      while (Date.now() - started < graceMs / 2 && !(await inFlight.quiet(QUIET_MS)));
      server.close()
      const drained = await inFlight.drained(Math.max(0, graceMs - 500 - (Date.now() - started)))
      if (!drained) return
      await close().catch((error: unknown) => log(`shutdown: closing failed: ${(error as Error).message}`))
      log('shutdown: requests answered and the app closed')
      clearTimeout(deadline)
      exit(0)
    },
  }
}
