/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. Rendering is CPU
 * work on the one JavaScript thread, so running more at once adds no speed, only memory: every
 * card in progress holds its layout, SVG and pixels until it is done.
 */
export function concurrencyLimit(limit: number, maxWaiting = Infinity): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('concurrency limit must be a positive integer')
  let active = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    if (active < limit) active++
    // A queue that only grows under overload answers nobody in time: refuse at once instead.
    else if (waiting.length >= maxWaiting) throw new QueueFullError()
    else await new Promise<void>((resolve) => waiting.push(resolve)) // the finishing task hands its slot over
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}

/** Thrown by a concurrency limit whose queue is full: the caller should answer 503 and ask for a retry. */
export class QueueFullError extends Error {
  constructor() {
    super('too many tasks waiting')
    this.name = 'QueueFullError'
  }
}
