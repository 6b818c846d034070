import { RateLimiterMemory } from 'rate-limiter-flexible'
import { ALLOWED, refusalOf, type RateLimitDecision } from '../rate-limit/decision'

/**
 * How much of the server's time search may take, counted in milliseconds of the work each call
 * does (ranking, formatting and serialising run synchronously, so that time is time the pages wait).
 * Queries differ a lot in cost (a DocSearch keystroke about 5 ms, the largest call the caps allow
 * around 50 ms), so time, not a count of calls or queries, is what is bounded:
 * - per process per second for all clients together, so that pages keep the rest of the event loop
 *   whoever sends the searches; without a trusted proxy this is the only budget, and a flood then
 *   slows search for everyone, but not the pages;
 * - per client per minute, when a trusted proxy names clients (client-address.ts), so one client
 *   cannot take the process's share for everyone.
 * A call is let in while both budgets have time left and charged what it took afterwards, so a
 * window can run over by at most the call that was let in last. Counted in memory: the time it
 * protects is this process's.
 */
export interface SearchBudget {
  /** Lets a call from `client` (undefined when clients cannot be told apart) start, or refuses it. */
  admit(client: string | undefined): Promise<RateLimitDecision>
  /** Charges a call that was let in with the milliseconds it took. */
  charge(client: string | undefined, milliseconds: number): Promise<void>
}

export interface SearchBudgetSettings {
  /** Milliseconds of search work per second for the whole process; 0: no limit. */
  msPerSecond: number
  /** Milliseconds of search work per minute for one client; 0: no limit. */
  clientMsPerMinute: number
}

const ALL = 'all'

export function createSearchBudget(settings: SearchBudgetSettings): SearchBudget {
  const all = settings.msPerSecond > 0 ? new RateLimiterMemory({ keyPrefix: 'search-all', points: settings.msPerSecond, duration: 1 }) : undefined
  const perClient = settings.clientMsPerMinute > 0 ? new RateLimiterMemory({ keyPrefix: 'search-client', points: settings.clientMsPerMinute, duration: 60 }) : undefined
  const clientLimiter = (client: string | undefined) => (client === undefined ? undefined : perClient)

  return {
    async admit(client) {
      const own = clientLimiter(client)
      // Letting a call in costs a millisecond (so a budget used up refuses it); what it took is charged after.
      const first = own ? await take(own, client!, 1) : ALLOWED
      if (!first.allowed) return first
      const shared = all ? await take(all, ALL, 1) : ALLOWED
      if (!shared.allowed && own) await own.reward(client!, 1)
      return shared
    },
    async charge(client, milliseconds) {
      const spent = Math.ceil(milliseconds)
      if (!(spent > 0)) return
      const own = clientLimiter(client)
      await Promise.all([all?.penalty(ALL, spent), own?.penalty(client!, spent)])
    },
  }
}

async function take(limiter: RateLimiterMemory, key: string, points: number): Promise<RateLimitDecision> {
  try {
    await limiter.consume(key, points)
    return ALLOWED
  } catch (rejection) {
    // The in-memory limiter has no store to fail; a search must not fail for a bug here.
    return refusalOf(rejection) ?? ALLOWED
  }
}
