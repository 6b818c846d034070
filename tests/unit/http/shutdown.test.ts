import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { createInFlight, onShutdownSignal } from '@/lib/http/shutdown'

const fakeResponse = () => new EventEmitter() as unknown as ServerResponse
const request = {} as IncomingMessage

describe('graceful shutdown', () => {
  it('counts requests until their response closes, and says when none is left', async () => {
    const inFlight = createInFlight()
    const a = fakeResponse()
    const b = fakeResponse()
    inFlight.track(request, a)
    inFlight.track(request, b)
    expect(inFlight.count).toBe(2)
    const drained = inFlight.drained(1000)
    a.emit('close')
    expect(inFlight.count).toBe(1)
    b.emit('close')
    await expect(drained).resolves.toBe(true)
    await expect(inFlight.drained(10)).resolves.toBe(true)
  })

  it('closes the store only after the requests in flight are done', async () => {
    const inFlight = createInFlight()
    const response = fakeResponse()
    inFlight.track(request, response)
    const close = vi.fn(async () => {})
    const exit = vi.fn()
    const stopping = onShutdownSignal({ inFlight, close, log: () => {}, exit, deadlineMs: 5000 })('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(close).not.toHaveBeenCalled()
    response.emit('close')
    await stopping
    expect(close).toHaveBeenCalledTimes(1)
    expect(exit).not.toHaveBeenCalled()
  })

  it('exits at the deadline when a request never ends, with the signal’s exit code', async () => {
    vi.useFakeTimers()
    try {
      const inFlight = createInFlight()
      inFlight.track(request, fakeResponse())
      const exit = vi.fn()
      const log = vi.fn()
      void onShutdownSignal({ inFlight, close: async () => {}, log, exit, deadlineMs: 1000 })('SIGTERM')
      await vi.advanceTimersByTimeAsync(1001)
      expect(exit).toHaveBeenCalledWith(143)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/1 request\(s\) still running/))
    } finally {
      vi.useRealTimers()
    }
  })
})
