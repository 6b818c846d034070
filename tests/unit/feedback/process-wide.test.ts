import { randomUUID } from 'node:crypto'
import { vi } from 'vitest'
import { processWide } from '@/lib/feedback/process-wide'

describe('processWide', () => {
  it('makes the value once, and a getter made again (a hot reload) finds it', () => {
    const key = `nitric-docs.test-${randomUUID()}`
    const create = vi.fn(() => ({ made: true }))
    const first = processWide(key, create)
    const reloaded = processWide(key, create)
    expect(first()).toBe(first())
    expect(reloaded()).toBe(first())
    expect(create).toHaveBeenCalledOnce()
  })

  it('tries again after a failed first use', () => {
    const key = `nitric-docs.test-${randomUUID()}`
    let calls = 0
    const get = processWide(key, () => {
      calls += 1
      if (calls === 1) throw new Error('bad setting')
      return calls
    })
    expect(get).toThrow('bad setting')
    expect(get()).toBe(2)
  })
})
