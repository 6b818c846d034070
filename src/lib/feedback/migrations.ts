import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import type { FeedbackDb } from './db'

// Migrations are history: never edit one that has shipped, add the next instead. They avoid shared
// constants on purpose so that later changes to the code cannot change what an old step did.
const migrations: Record<string, Migration> = {
  '0001_create_feedback': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feedback')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('answer', 'text', (col) => col.notNull().check(sql`answer in ('yes', 'no', 'feedback')`))
        .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
        .execute()
      await db.schema
        .createIndex('feedback_received_at_idx')
        .ifNotExists()
        .on('feedback')
        .column('received_at')
        .execute()
      await db.schema
        .createIndex('feedback_path_idx')
        .ifNotExists()
        .on('feedback')
        .column('path')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').ifExists().execute()
    },
  },
  '0002_feedback_idempotency_key': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('feedback').addColumn('idempotency_key', 'text').execute()
      // NULLs never collide, so rows stored before this step keep their place.
      await db.schema.createIndex('feedback_idempotency_key_idx').unique().on('feedback').column('idempotency_key').execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('feedback_idempotency_key_idx').ifExists().execute()
      await db.schema.alterTable('feedback').dropColumn('idempotency_key').execute()
    },
  },
  '0003_feedback_body_hash': {
    async up(db: Kysely<unknown>) {
      // Null for rows stored before this step: their retries cannot be compared, so they count as the same body.
      await db.schema.alterTable('feedback').addColumn('body_hash', 'text').execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('feedback').dropColumn('body_hash').execute()
    },
  },
  '0004_search_signals': {
    async up(db: Kysely<unknown>) {
      // Per-day counters of settled searches (src/lib/search-signals): no reader, only counts.
      await db.schema
        .createTable('search_days')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('searches', 'integer', (col) => col.notNull())
        .addColumn('zero_hits', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('search_days_pk', ['day', 'query', 'scope', 'path'])
        .execute()
      await db.schema
        .createTable('search_clicks')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('clicks', 'integer', (col) => col.notNull())
        .addColumn('position_sum', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('search_clicks_pk', ['day', 'query', 'scope', 'url'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_clicks').ifExists().execute()
      await db.schema.dropTable('search_days').ifExists().execute()
    },
  },
}

/**
 * Brings the feedback and search-signal tables to the latest version. Safe to repeat, and safe from several
 * processes at once: Kysely holds a PostgreSQL advisory lock while migrating, and the SQLite
 * dialect in db.ts takes the database write lock.
 */
export async function migrateFeedbackDb({ db, schema }: FeedbackDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Scopes Kysely's own bookkeeping tables to our schema, so other schemas cannot confuse it.
    migrationTableSchema: schema,
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw new Error('Feedback database migration failed', { cause: error })
}
