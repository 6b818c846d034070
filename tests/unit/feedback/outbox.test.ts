import { describe, expect, it } from 'vitest'
import { createOutbox, OUTBOX_STORAGE_KEY, RETRY_DELAYS_MS } from '@/lib/feedback/outbox'

function harness(statuses: Array<number | 'network'>) {
  const store = new Map<string, string>()
  const timers: Array<{ run: () => void; ms: number }> = []
  const calls: Array<{ key: string; keepalive: boolean | undefined }> = []
  let n = 0
  const outbox = createOutbox({
    endpoint: '/docs/api/feedback',
    fetch: async (_url, init) => {
      calls.push({ key: (init!.headers as Record<string, string>)['idempotency-key'], keepalive: init!.keepalive })
      const status = statuses[Math.min(n++, statuses.length - 1)]
      if (status === 'network') throw new TypeError('Failed to fetch')
      return new Response(null, { status })
    },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    setTimeout: (run, ms) => void timers.push({ run, ms }),
    newKey: () => `key-${calls.length}-abcdef`,
  })
  const runTimers = async () => {
    while (timers.length) {
      timers.shift()!.run()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  return { outbox, store, timers, calls, runTimers }
}

describe('the feedback outbox', () => {
  it('sends once and forgets a submission the server took', async () => {
    const { outbox, calls, timers } = harness([201])
    await outbox.submit('{}')
    expect(calls).toHaveLength(1)
    expect(calls[0].keepalive).toBe(true)
    expect(outbox.pending()).toEqual([])
    expect(timers).toEqual([])
  })

  it('retries network errors, 5xx and 429 with backoff under one key until one is taken', async () => {
    const { outbox, calls, timers, runTimers } = harness(['network', 503, 429, 201])
    await outbox.submit('{"answer":"yes"}')
    expect(timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]])
    await runTimers()
    expect(calls).toHaveLength(4)
    expect(new Set(calls.map((c) => c.key)).size).toBe(1)
    expect(outbox.pending()).toEqual([])
  })

  it('gives up after about a minute of retries, and never retries a 4xx that is not 429', async () => {
    const failing = harness([503])
    await failing.outbox.submit('{}')
    await failing.runTimers()
    expect(failing.calls).toHaveLength(RETRY_DELAYS_MS.length + 1)
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(65_000)
    expect(failing.outbox.pending()).toEqual([])
    const refused = harness([400])
    await refused.outbox.submit('{}')
    expect(refused.calls).toHaveLength(1)
    expect(refused.outbox.pending()).toEqual([])
  })

  it('keeps what is unsent in storage, and a later flush sends it with the same key', async () => {
    const { outbox, store, calls } = harness(['network', 201])
    await outbox.submit('{}')
    expect(JSON.parse(store.get(OUTBOX_STORAGE_KEY)!)).toHaveLength(1)
    outbox.flush()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.map((c) => c.key)).toEqual([calls[0].key, calls[0].key])
    expect(outbox.pending()).toEqual([])
  })

  it('survives storage that is missing, full or holds garbage', async () => {
    const { outbox, store } = harness([201])
    store.set(OUTBOX_STORAGE_KEY, 'not json')
    await outbox.submit('{}')
    expect(outbox.pending()).toEqual([])
  })
})
