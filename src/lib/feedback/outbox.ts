import { OUTBOX_STORAGE_KEY } from './widget'
/**
 * The widget's outbox: a submission the server did not take (network error, 5xx, 429) is sent
 * again with backoff, about a minute in all, under one Idempotency-Key, so the store keeps it once
 * however often it arrives. Kept in sessionStorage, so a page change or reload resumes it, and sent
 * with `keepalive` so a request started as the page is hidden still leaves. The reader was thanked
 * at once; none of this is visible.
 */

export interface OutboxItem {
  key: string
  body: string
  attempts: number
}

export interface OutboxDeps {
  endpoint: string
  fetch: typeof fetch
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  setTimeout: (run: () => void, ms: number) => unknown
  newKey: () => string
}

export { OUTBOX_STORAGE_KEY }
/** Waits before each retry: about a minute from the first try to the last. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 25_000] as const

/** Whether an answer means "try again later": the request may not have been stored. */
function retryable(status: number): boolean {
  return status === 429 || status >= 500
}

export function createOutbox(deps: OutboxDeps) {
  const sending = new Set<string>()

  function read(): OutboxItem[] {
    try {
      const items = JSON.parse(deps.storage?.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as unknown
      return Array.isArray(items) ? items.filter((item): item is OutboxItem => typeof item?.key === 'string' && typeof item?.body === 'string' && Number.isInteger(item?.attempts)) : []
    } catch {
      return []
    }
  }

  function write(items: OutboxItem[]): void {
    try {
      deps.storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(items))
    } catch {
      // Storage full or refused: the retries in this page still run.
    }
  }

  function update(key: string, change: (item: OutboxItem) => OutboxItem | undefined): void {
    write(read().flatMap((item) => (item.key === key ? [change(item)].filter((i): i is OutboxItem => i !== undefined) : [item])))
  }

  async function attempt(item: OutboxItem): Promise<void> {
    if (sending.has(item.key)) return
    sending.add(item.key)
    let again = false
    try {
      const response = await deps.fetch(deps.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': item.key },
        body: item.body,
        keepalive: true,
      })
      again = retryable(response.status)
    } catch {
      again = true
    } finally {
      sending.delete(item.key)
    }
    const attempts = item.attempts + 1
    if (!again || attempts > RETRY_DELAYS_MS.length) {
      update(item.key, () => undefined)
      return
    }
    update(item.key, (stored) => ({ ...stored, attempts }))
    deps.setTimeout(() => {
      const current = read().find((stored) => stored.key === item.key)
      if (current) void attempt(current)
    }, RETRY_DELAYS_MS[attempts - 1])
  }

  return {
    /** Queues a submission and sends it now. */
    submit(body: string): Promise<void> {
      const item = { key: deps.newKey(), body, attempts: 0 }
      write([...read(), item])
      return attempt(item)
    },
    /** Sends everything still waiting (a new page, or the page being hidden). */
    flush(): void {
      for (const item of read()) void attempt(item)
    },
    pending(): OutboxItem[] {
      return read()
    },
  }
}
