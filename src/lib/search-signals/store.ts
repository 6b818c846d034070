import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import { openFeedbackDb, type FeedbackDb, type FeedbackDbSettings, type OpenFeedbackDbOptions } from '../feedback/db'
import { createDbRunner } from '../feedback/db-runner'
import type { SearchClickCount, SearchCounts, SearchDayCount } from './aggregate'

/** The tables of migration 0004 (src/lib/feedback/migrations.ts). */
type SearchSignalTables = {
  search_days: { day: string; query: string; scope: string; path: string; searches: number; zero_hits: number }
  search_clicks: { day: string; query: string; scope: string; url: string; clicks: number; position_sum: number }
}

export interface SearchSignalFilter {
  /** First UTC day included, YYYY-MM-DD. */
  since?: string
  /** An SDK id ('nodejs': every version) or one SDK version ('nodejs/v1'). */
  sdk?: string
}

export interface QueryTotal {
  query: string
  searches: number
  zeroHits: number
  clicks: number
}

export interface QueryPageCount {
  query: string
  path: string
  zeroHits: number
}

export interface SearchSignalStore {
  readonly description: string
  /** Adds a batch of counts to the day's counters, all or nothing. */
  record(counts: Pick<SearchCounts, 'days' | 'clicks'>): Promise<void>
  /** Per query over the filter's days, most searched first. */
  totals(filter?: SearchSignalFilter): Promise<QueryTotal[]>
  /** For the given queries: the pages their zero-hit searches came from. */
  zeroHitPages(queries: readonly string[], filter?: SearchSignalFilter): Promise<QueryPageCount[]>
  /** Deletes every counter of a day before `day` (YYYY-MM-DD); returns how many rows went. */
  purgeBefore(day: string): Promise<number>
  close(): Promise<void>
}

/** The search-signal counters, in the feedback store's database (SQLite or PostgreSQL). */
export function createSearchSignalStore(handle: FeedbackDb, options: { lockWaitMs?: number } = {}): SearchSignalStore {
  const db = handle.db.withTables<SearchSignalTables>() as unknown as Kysely<SearchSignalTables>
  const run = createDbRunner(handle, options.lockWaitMs)

  return {
    description: handle.description,

    record: ({ days, clicks }) => run(async () => {
      if (days.length === 0 && clicks.length === 0) return
      await db.transaction().execute(async (trx) => {
        if (days.length) await trx.insertInto('search_days').values(days.map(dayRow)).onConflict((conflict) =>
          conflict.columns(['day', 'query', 'scope', 'path']).doUpdateSet({
            searches: sql`search_days.searches + excluded.searches`,
            zero_hits: sql`search_days.zero_hits + excluded.zero_hits`,
          }),
        ).execute()
        if (clicks.length) await trx.insertInto('search_clicks').values(clicks.map(clickRow)).onConflict((conflict) =>
          conflict.columns(['day', 'query', 'scope', 'url']).doUpdateSet({
            clicks: sql`search_clicks.clicks + excluded.clicks`,
            position_sum: sql`search_clicks.position_sum + excluded.position_sum`,
          }),
        ).execute()
      })
    }),

    totals: (filter = {}) => run(async () => {
      const searched = await db
        .selectFrom('search_days')
        .where((eb) => matches(eb, filter))
        .groupBy('query')
        .select((eb) => ['query', eb.fn.sum<number | string>('searches').as('searches'), eb.fn.sum<number | string>('zero_hits').as('zero_hits')])
        .execute()
      const clicked = await db
        .selectFrom('search_clicks')
        .where((eb) => matches(eb, filter))
        .groupBy('query')
        .select((eb) => ['query', eb.fn.sum<number | string>('clicks').as('clicks')])
        .execute()
      // PostgreSQL sums integers as numeric strings, SQLite as numbers.
      const clicks = new Map(clicked.map((row) => [row.query, Number(row.clicks)]))
      return searched
        .map((row) => ({ query: row.query, searches: Number(row.searches), zeroHits: Number(row.zero_hits), clicks: clicks.get(row.query) ?? 0 }))
        .sort((a, b) => b.searches - a.searches || a.query.localeCompare(b.query))
    }),

    zeroHitPages: (queries, filter = {}) => run(async () => {
      if (queries.length === 0) return []
      const rows = await db
        .selectFrom('search_days')
        .where((eb) => eb.and([matches(eb, filter), eb('query', 'in', [...queries]), eb('zero_hits', '>', 0)]))
        .groupBy(['query', 'path'])
        .select((eb) => ['query', 'path', eb.fn.sum<number | string>('zero_hits').as('zero_hits')])
        .execute()
      return rows
        .map((row) => ({ query: row.query, path: row.path, zeroHits: Number(row.zero_hits) }))
        .sort((a, b) => b.zeroHits - a.zeroHits || a.path.localeCompare(b.path))
    }),

    purgeBefore: (day) => run(async () => {
      const days = await db.deleteFrom('search_days').where('day', '<', day).executeTakeFirst()
      const clicks = await db.deleteFrom('search_clicks').where('day', '<', day).executeTakeFirst()
      return Number(days.numDeletedRows) + Number(clicks.numDeletedRows)
    }),

    async close() {
      await db.destroy()
    },
  }
}

/** Opens the database the feedback settings name (a small pool of its own) and wraps it in a store. */
export function openSearchSignalStore(settings: FeedbackDbSettings, options: OpenFeedbackDbOptions & { lockWaitMs?: number } = {}): SearchSignalStore {
  return createSearchSignalStore(openFeedbackDb(settings, { poolSize: 3, ...options }), options)
}

const dayRow = (count: SearchDayCount) => ({
  day: count.day,
  query: count.query,
  scope: count.scope,
  path: count.path,
  searches: count.searches,
  zero_hits: count.zeroHits,
})

const clickRow = (count: SearchClickCount) => ({
  day: count.day,
  query: count.query,
  scope: count.scope,
  url: count.url,
  clicks: count.clicks,
  position_sum: count.positionSum,
})

type CountTable = 'search_days' | 'search_clicks'

function matches<T extends CountTable>(eb: ExpressionBuilder<SearchSignalTables, T>, filter: SearchSignalFilter): Expression<SqlBool> {
  const e = eb as unknown as ExpressionBuilder<SearchSignalTables, CountTable>
  const conditions: Expression<SqlBool>[] = []
  if (filter.since) conditions.push(e('day', '>=', filter.since))
  if (filter.sdk) {
    if (filter.sdk.includes('/')) conditions.push(e('scope', '=', filter.sdk))
    // substr rather than LIKE: LIKE's wildcards and case rules differ between SQLite and PostgreSQL.
    else conditions.push(e(e.fn<string>('substr', ['scope', e.val(1), e.val(filter.sdk.length + 1)]), '=', `${filter.sdk}/`))
  }
  return e.and(conditions)
}
