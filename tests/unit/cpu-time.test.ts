import { cpuMark, cpuMillisecondsSince } from '@/lib/cpu-time'

describe('cpuMillisecondsSince', () => {
  it('counts the work done, not the time spent waiting', async () => {
    const waiting = cpuMark()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(cpuMillisecondsSince(waiting)).toBeLessThan(100)

    const working = cpuMark()
    const until = performance.now() + 100
    while (performance.now() < until) {
      // busy: 100 ms of wall time, most of it on this CPU unless the machine is loaded
    }
    expect(cpuMillisecondsSince(working)).toBeGreaterThan(10)
  })
})
