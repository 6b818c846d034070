import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from '@/lib/og/limit'

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
})
