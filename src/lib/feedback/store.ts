import { randomUUID } from 'node:crypto'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { FeedbackAnswer } from './constants'
import { openFeedbackDb, type FeedbackDatabase, type FeedbackDb, type FeedbackDbSettings, type OpenFeedbackDbOptions } from './db'
import { createDbRunner } from './db-runner'

export interface NewFeedback {
  /** ISO 8601 UTC time the server received the submission. */
  receivedAt: string
  path: string
  answer: FeedbackAnswer
  comment: string
  userAgent: string
  /** The client's Idempotency-Key; a second submission with the same key is not stored again. */
  idempotencyKey?: string
  /** Hash of the submission (submission-hash.ts), kept with the key so a reused key can be told from a retry. */
  bodyHash?: string
}

export interface FeedbackRecord extends NewFeedback {
  id: string
}

export interface FeedbackFilter {
  /** Inclusive lower bound on receivedAt (an ISO date or date-time). */
  from?: string
  /** Exclusive upper bound on receivedAt. */
  before?: string
  /** A page route and everything below it: '/reference' matches '/reference/nodejs'. */
  pathPrefix?: string
}

export interface PageCounts {
  path: string
  yes: number
  no: number
  feedback: number
}

export interface FeedbackStore {
  readonly description: string
  /** Stores a submission; false when one with the same idempotency key is already stored. */
  add(entry: NewFeedback): Promise<boolean>
  /** The submission stored under an idempotency key: its body hash (null for rows stored before hashes were kept). */
  findByIdempotencyKey(idempotencyKey: string): Promise<{ bodyHash: string | null } | undefined>
  /** Newest first. */
  list(filter?: FeedbackFilter, options?: { limit?: number; withCommentOnly?: boolean }): Promise<FeedbackRecord[]>
  countByPage(filter?: FeedbackFilter): Promise<PageCounts[]>
  count(filter?: FeedbackFilter): Promise<number>
  close(): Promise<void>
}

export interface FeedbackStoreOptions {
  /** SQLite: how long a call waits for a lock another process holds before it fails (sqlite-lock.ts). */
  lockWaitMs?: number
}

/** A store over an open database; the first call of any method migrates the schema. */
export function createFeedbackStore(handle: FeedbackDb, options: FeedbackStoreOptions = {}): FeedbackStore {
  const { db } = handle
  const run = createDbRunner(handle, options.lockWaitMs)

  return {
    description: handle.description,

    add: (entry) => run(async () => {
      const result = await db
        .insertInto('feedback')
        .values({
          id: randomUUID(),
          received_at: entry.receivedAt,
          path: entry.path,
          answer: entry.answer,
          comment: entry.comment,
          user_agent: entry.userAgent,
          idempotency_key: entry.idempotencyKey ?? null,
          body_hash: entry.bodyHash ?? null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    }),

    findByIdempotencyKey: (idempotencyKey) => run(async () => {
      const row = await db.selectFrom('feedback').select('body_hash').where('idempotency_key', '=', idempotencyKey).executeTakeFirst()
      return row ? { bodyHash: row.body_hash } : undefined
    }),

    list: (filter = {}, options = {}) => run(async () => {
      let query = db
        .selectFrom('feedback')
        .select(['id', 'received_at', 'path', 'answer', 'comment', 'user_agent'])
        .where((eb) => matches(eb, filter))
        .orderBy('received_at', 'desc')
        .orderBy('id')
      if (options.withCommentOnly) query = query.where('comment', '!=', '')
      if (options.limit !== undefined) query = query.limit(options.limit)
      const rows = await query.execute()
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        path: row.path,
        answer: row.answer,
        comment: row.comment,
        userAgent: row.user_agent,
      }))
    }),

    countByPage: (filter = {}) => run(async () => {
      const rows = await db
        .selectFrom('feedback')
        .where((eb) => matches(eb, filter))
        .groupBy('path')
        .select((eb) => [
          'path',
          eb.fn.countAll().filterWhere('answer', '=', 'yes').as('yes'),
          eb.fn.countAll().filterWhere('answer', '=', 'no').as('no'),
          eb.fn.countAll().filterWhere('answer', '=', 'feedback').as('feedback'),
        ])
        .execute()
      // PostgreSQL returns counts as bigint strings, SQLite as numbers.
      return rows.map((row) => ({ path: row.path, yes: Number(row.yes), no: Number(row.no), feedback: Number(row.feedback) }))
    }),

    count: (filter = {}) => run(async () => {
      const row = await db
        .selectFrom('feedback')
        .where((eb) => matches(eb, filter))
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    }),

    async close() {
      await db.destroy()
    },
  }
}

/** Opens the database the settings name and wraps it in a store. */
export function openFeedbackStore(settings: FeedbackDbSettings, options: OpenFeedbackDbOptions & FeedbackStoreOptions = {}): FeedbackStore {
  return createFeedbackStore(openFeedbackDb(settings, options), options)
}

function matches(eb: ExpressionBuilder<FeedbackDatabase, 'feedback'>, filter: FeedbackFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = []
  if (filter.from) conditions.push(eb('received_at', '>=', filter.from))
  if (filter.before) conditions.push(eb('received_at', '<', filter.before))
  const prefix = filter.pathPrefix?.replace(/\/+$/, '')
  if (prefix) {
    // substr rather than LIKE: LIKE's wildcards and case rules differ between SQLite and PostgreSQL.
    const head = eb.fn<string>('substr', ['path', eb.val(1), eb.val(prefix.length + 1)])
    conditions.push(eb.or([eb('path', '=', prefix), eb(head, '=', `${prefix}/`)]))
  }
  return eb.and(conditions)
}
