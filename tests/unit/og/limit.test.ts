import { describe, expect, it } from 'vitest'
import { concurrencyLimit, QueueFullError } from '@/lib/og/limit'

describe('concurrencyLimit', () => {
  it('refuses a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow()
  })

  it('frees the slot of a task that fails', async () => {
    const run = concurrencyLimit(1)
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(run(async () => 'next')).resolves.toBe('next')
  })

  it('starts waiting tasks in arrival order', async () => {
    const run = concurrencyLimit(1)
    const order: number[] = []
    await Promise.all([1, 2, 3].map((n) => run(async () => void order.push(n))))
    expect(order).toEqual([1, 2, 3])
  })

  it('refuses a task at once when its queue is full, and takes tasks again once it drains', async () => {
    const run = concurrencyLimit(1, 1)
    let release!: () => void
    const first = run(() => new Promise<void>((resolve) => (release = resolve)))
    const second = run(async () => 'queued')
    await expect(run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError)
    release()
    await first
    await expect(second).resolves.toBe('queued')
    await expect(run(async () => 'later')).resolves.toBe('later')
  })
})
