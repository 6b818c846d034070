import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * How many search queries may run, counted in queries (a DocSearch keystroke is one; the ranking of
 * one query, about 5 ms on the site's index, is most of a call's cost, whatever its hits):
 * - per client per minute, when a trusted proxy names clients (client-address.ts), so one client
 *   cannot take the search for everyone;
 * - per process per second for all clients together, so that search, however many clients send it,
 *   leaves the CPU to pages (40 queries a second is about a fifth of a core). Without a trusted
 *   proxy this is the only budget: a flood then slows search for everyone, but not the pages.
 * Counted in memory: the CPU it protects is this process's.
 */
export interface QueryBudget {
  consume(client: string | undefined, queries: number): Promise<BudgetDecision>
}

export interface QueryBudgetSettings {
  clientQueriesPerMinute: number
  queriesPerSecond: number
}

export function createQueryBudget(settings: QueryBudgetSettings): QueryBudget {
  const perClient = settings.clientQueriesPerMinute > 0 ? new RateLimiterMemory({ keyPrefix: 'search-client', points: settings.clientQueriesPerMinute, duration: 60 }) : undefined
  const all = settings.queriesPerSecond > 0 ? new RateLimiterMemory({ keyPrefix: 'search-all', points: settings.queriesPerSecond, duration: 1 }) : undefined

  return {
    async consume(client, queries) {
      const own = client !== undefined && perClient ? await take(perClient, client, queries) : ALLOWED
      if (!own.allowed) return own
      const shared = all ? await take(all, 'all', queries) : ALLOWED
      // Refused for everyone's budget: the client's own keeps its points.
      if (!shared.allowed && client !== undefined && perClient) await perClient.reward(client, queries)
      return shared
    },
  }
}

const ALLOWED: BudgetDecision = { allowed: true }

async function take(limiter: RateLimiterMemory, key: string, points: number): Promise<BudgetDecision> {
  try {
    await limiter.consume(key, points)
    return ALLOWED
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // The in-memory limiter has no store to fail; anything else is a bug, but a search must not fail for it.
    return ALLOWED
  }
}
