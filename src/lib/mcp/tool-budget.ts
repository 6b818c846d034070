import { BurstyRateLimiter, RateLimiterMemory, RateLimiterQueue, RateLimiterRes } from 'rate-limiter-flexible'
import { ALLOWED, refusalOf, type RateLimitDecision } from '../rate-limit/decision'
import type { SearchBudget } from '../search/search-budget'

/**
 * How much of the server's time MCP tool calls may take, in CPU milliseconds from a call's admission
 * to its answer (cpu-time.ts; a call costs 3 to 40): on a busy machine a call costs what it costs on
 * an idle one, so a well-behaved agent is not refused because other processes ran (wall time grows
 * two or three times under contention). A call is let in for ADMISSION_MS of the whole-process budget
 * (a typical call's cost, so at most MCP_MS_PER_SECOND / ADMISSION_MS calls start in one second
 * before any has been charged) and one point of its client's, and charged the rest of what it cost
 * afterwards (search-budget.ts lets a search in for one point alone); unlike search, an agent sends its calls one after another or a
 * few at once and the official client does not retry a 429, so:
 * - the whole-process budget (MCP_MS_PER_SECOND, a fixed one-second window) makes a call wait for
 *   the next second instead of refusing it, in a queue (RateLimiterQueue) of at most MCP_QUEUE_SIZE
 *   calls, each for at most MAX_QUEUE_WAIT_SECONDS: a polite agent waits a little, pages keep the
 *   rest of each second, and only a flood (the queue full) is refused. Without a trusted proxy all
 *   clients are one, and this is the budget that protects the pages;
 * - each client, when clients can be told apart (client-address.ts), has MCP_CLIENT_MS_PER_MINUTE
 *   and, past it, a burst of MCP_CLIENT_BURST_MS per ten minutes (BurstyRateLimiter); past both it is
 *   refused at once, without taking a place in the queue others wait in.
 * Counted in memory: the time it protects is this process's.
 */
export interface McpBudgetSettings {
  /** CPU milliseconds of tool calls per second for the whole process; 0: no limit. */
  msPerSecond: number
  /** CPU milliseconds of tool calls per minute for one client; 0: no limit. */
  clientMsPerMinute: number
  /** CPU milliseconds one client may use past its minute's budget, once per BURST_WINDOW_SECONDS. */
  clientBurstMs: number
  /** Calls that may wait for the whole-process budget at once; past it they are refused. */
  queueSize: number
}

/**
 * A call waits in the queue at most this long, and at least one second less: the queue takes a
 * deadline in whole Unix seconds and checks it when a second's budget comes back, so a call that
 * started waiting late in a second must still see the next second's budget.
 */
export const MAX_QUEUE_WAIT_SECONDS = 5

/** The longest the whole-process budget stays spent by time calls took past their second. */
export const MAX_DEBT_SECONDS = 2

/** The window of a client's burst. */
export const BURST_WINDOW_SECONDS = 600

/** What a call is let in for from the whole-process budget: about what the costliest search_docs call costs. */
export const ADMISSION_MS = 25

const ALL = 'all'

export function createMcpBudget(settings: McpBudgetSettings): SearchBudget {
  const all = settings.msPerSecond > 0 ? new RateLimiterMemory({ keyPrefix: 'mcp-all', points: settings.msPerSecond, duration: 1 }) : undefined
  const queue = all ? new RateLimiterQueue(all, { maxQueueSize: settings.queueSize }) : undefined
  const admission = Math.min(ADMISSION_MS, settings.msPerSecond)
  const perClient = settings.clientMsPerMinute > 0 ? clientLimiter(settings) : undefined

  return {
    async admit(client) {
      const own = client === undefined ? undefined : perClient
      if (own) {
        const first = await take(own, client!, 1)
        if (!first.allowed) return first
      }
      if (!queue || !all) return ALLOWED
      try {
        await queue.removeTokens(admission, ALL, Math.floor(Date.now() / 1000) + MAX_QUEUE_WAIT_SECONDS)
        return ALLOWED
      } catch {
        // The queue is full or the wait ran out (RateLimiterQueueError): the process is busy. The
        // client keeps the point it was charged for asking, so refusals count against a flood too.
        const state = await all.get(ALL)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((state?.msBeforeNext ?? 1000) / 1000)) }
      }
    },
    async charge(client, milliseconds) {
      const spent = Number.isFinite(milliseconds) ? Math.max(0, Math.ceil(milliseconds)) : 0
      const own = client === undefined ? undefined : perClient
      // Charging may take a budget past its end: the next call then waits or is refused. A call costs
      // at least its admission (nothing is given back: its second may be over by now).
      const rest = spent - admission
      await Promise.all([
        all && rest > 0 ? all.penalty(ALL, rest).then((state) => carryDebt(all, state)) : undefined,
        own && spent > 0 ? own.consume(client!, spent).catch(() => undefined) : undefined,
      ])
    },
  }
}

/**
 * A one-second window forgets what its calls cost past its end, so calls let in together at the start
 * of a second (each for ADMISSION_MS) could spend far more than the budget: the time spent past the
 * second is carried into the next ones by blocking the budget for as many seconds, at most
 * MAX_DEBT_SECONDS so that a call waiting in the queue still sees a second's budget before its wait
 * runs out.
 */
async function carryDebt(all: RateLimiterMemory, state: RateLimiterRes): Promise<void> {
  const debt = state.consumedPoints - all.points
  const seconds = Math.min(MAX_DEBT_SECONDS, Math.floor(debt / all.points))
  if (seconds >= 1) await all.block(ALL, seconds + state.msBeforeNext / 1000)
}

function clientLimiter(settings: McpBudgetSettings): BurstyRateLimiter | RateLimiterMemory {
  const minute = new RateLimiterMemory({ keyPrefix: 'mcp-client', points: settings.clientMsPerMinute, duration: 60 })
  if (settings.clientBurstMs <= 0) return minute
  return new BurstyRateLimiter(minute, new RateLimiterMemory({ keyPrefix: 'mcp-client-burst', points: settings.clientBurstMs, duration: BURST_WINDOW_SECONDS }))
}

async function take(limiter: BurstyRateLimiter | RateLimiterMemory, key: string, points: number): Promise<RateLimitDecision> {
  try {
    await limiter.consume(key, points)
    return ALLOWED
  } catch (rejection) {
    // The in-memory limiter has no store to fail; a call must not fail for a bug here.
    return rejection instanceof RateLimiterRes ? (refusalOf(rejection) ?? ALLOWED) : ALLOWED
  }
}
