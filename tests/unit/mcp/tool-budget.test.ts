import { ADMISSION_MS, createMcpBudget, MAX_QUEUE_WAIT_SECONDS, type McpBudgetSettings } from '@/lib/mcp/tool-budget'
import { loadMcpSettings } from '@/lib/mcp/settings'

const DEFAULTS: McpBudgetSettings = (({ msPerSecond, queueSize, clientMsPerMinute, clientBurstMs }) => ({ msPerSecond, queueSize, clientMsPerMinute, clientBurstMs }))(loadMcpSettings({}))

/** One call as the handler makes it: let in, then charged what it cost. */
async function call(budget: ReturnType<typeof createMcpBudget>, client: string | undefined, cost: number): Promise<boolean> {
  const decision = await budget.admit(client)
  if (decision.allowed) await budget.charge(client, cost)
  return decision.allowed
}

describe('the MCP time budgets', () => {
  it('let one agent make 40 calls one after another and then 5 at once, at the defaults, clients told apart or not', async () => {
    // 25 ms: a search_docs call with 25 results, the costliest kind, on a loaded machine. The process's
    // 100 ms a second make the agent wait between calls, never refuse it.
    for (const client of [undefined, '203.0.113.1']) {
      const budget = createMcpBudget(DEFAULTS)
      let refused = 0
      for (let i = 0; i < 40; i++) if (!(await call(budget, client, 25))) refused++
      const batch = await Promise.all(Array.from({ length: 5 }, () => call(budget, client, 25)))
      refused += batch.filter((allowed) => !allowed).length
      expect(refused).toBe(0)
    }
  }, 60_000)

  /** How long the next call waits to be let in once one call has spent `ms` of a 100 ms second. */
  async function waitAfterSpending(ms: number): Promise<number> {
    const budget = createMcpBudget({ ...DEFAULTS, msPerSecond: 100 })
    expect(await call(budget, undefined, ms)).toBe(true)
    const started = performance.now()
    expect(await budget.admit(undefined)).toEqual({ allowed: true })
    return performance.now() - started
  }

  it("make a call wait for the next second of the process's budget instead of refusing it", async () => {
    const waited = await waitAfterSpending(150)
    expect(waited).toBeGreaterThan(10)
    expect(waited).toBeLessThan(MAX_QUEUE_WAIT_SECONDS * 1000)
  })

  it('refuse at once, with a Retry-After, the calls past a full queue: a flood is bounded', async () => {
    const budget = createMcpBudget({ ...DEFAULTS, msPerSecond: 100, queueSize: 3 })
    // The second's budget let in (100 / ADMISSION_MS calls) and charged past its end.
    for (let i = 0; i < 100 / ADMISSION_MS; i++) expect(await budget.admit(undefined)).toEqual({ allowed: true })
    await budget.charge(undefined, 200)
    const started = performance.now()
    const flood = Array.from({ length: 10 }, () => budget.admit(undefined))
    const refusedAtOnce = await Promise.race([Promise.all(flood.slice(3)), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 500))])
    expect(refusedAtOnce).not.toBe('late')
    expect(refusedAtOnce).toEqual(Array(7).fill({ allowed: false, retryAfterSeconds: expect.any(Number) }))
    expect(performance.now() - started).toBeLessThan(500)
    expect(await Promise.all(flood.slice(0, 3))).toEqual(Array(3).fill({ allowed: true }))
  })

  it("carry what calls cost past their second into the next seconds, so calls let in together cannot spend more than the budget", async () => {
    const waited = await waitAfterSpending(330)
    expect(waited).toBeGreaterThan(1500)
    expect(waited).toBeLessThan(MAX_QUEUE_WAIT_SECONDS * 1000)
  })

  it('refuse a call when nothing may wait and the second is spent', async () => {
    const budget = createMcpBudget({ ...DEFAULTS, msPerSecond: 20, queueSize: 0 })
    expect(await call(budget, undefined, 30)).toBe(true)
    expect(await budget.admit(undefined)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('give a client its minute and a burst past it, then refuse it alone for the rest of the minute', async () => {
    const budget = createMcpBudget({ msPerSecond: 0, queueSize: 0, clientMsPerMinute: 100, clientBurstMs: 100 })
    // 1 to be let in + 99: the minute is spent; the burst takes the next 1 + 99.
    expect(await call(budget, 'a', 99)).toBe(true)
    expect(await call(budget, 'a', 99)).toBe(true)
    const refused = await budget.admit('a')
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50)
    expect(await budget.admit('b')).toEqual({ allowed: true })
  })

  it('charge nothing for a bad figure', async () => {
    const budget = createMcpBudget({ msPerSecond: 0, queueSize: 0, clientMsPerMinute: 5, clientBurstMs: 0 })
    await budget.charge('a', Number.NaN)
    await budget.charge('a', -50)
    expect(await budget.admit('a')).toEqual({ allowed: true })
  })
})
