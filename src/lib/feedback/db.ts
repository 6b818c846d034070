import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type DialectAdapter } from 'kysely'
import { Pool } from 'pg'
import type { FeedbackAnswer } from './constants'
import type { FeedbackLogger } from './logger'
import type { FeedbackSettings } from './settings'
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-lock'

export interface FeedbackTable {
  /** Random UUID: the same column type on SQLite and PostgreSQL, no sequence needed. */
  id: string
  /** Server receive time, ISO 8601 in UTC (`toISOString()`), so text order is time order. */
  received_at: string
  /** Page route without the /docs base, e.g. '/concepts/introduction'. */
  path: string
  answer: FeedbackAnswer
  /** Plain text as typed by the reader; never rendered as HTML. */
  comment: string
  user_agent: string
  /** The client's Idempotency-Key: a retried submission with the same key is stored once. Null for older rows. */
  idempotency_key: string | null
  /** Hash of the submission stored under idempotency_key (submission-hash.ts), to tell a retry from a reused key. Null for older rows. */
  body_hash: string | null
}

export interface FeedbackDatabase {
  feedback: FeedbackTable
}

export interface FeedbackDb {
  db: Kysely<FeedbackDatabase>
  dialect: 'sqlite' | 'postgres'
  /** PostgreSQL schema every table lives in; undefined for SQLite. */
  schema?: string
  /** Human-readable location without credentials, for logs and reports. */
  description: string
}

export type FeedbackDbSettings = Pick<FeedbackSettings, 'dbPath' | 'databaseUrl' | 'dbSchema'>

export interface OpenFeedbackDbOptions {
  logger?: FeedbackLogger
  /** Maximum PostgreSQL connections of this process's pool. */
  poolSize?: number
}

/** PostgreSQL (pg pool) when DATABASE_URL is set, otherwise a SQLite file in WAL mode. */
export function openFeedbackDb(settings: FeedbackDbSettings, options: OpenFeedbackDbOptions = {}): FeedbackDb {
  const logger = options.logger ?? console
  if (settings.databaseUrl) {
    // Bounded waits: with the database unreachable, a submission fails within seconds (503), never hangs.
    const pool = new Pool({ connectionString: settings.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 3000, query_timeout: 5000 })
    // An idle client losing its connection emits 'error' on the pool; unhandled, it ends the process.
    pool.on('error', (error) => logger.error('[feedback] PostgreSQL pool error', error))
    // A client in use when its connection drops emits 'error' too, and the pool only listens while
    // the client is idle: unheard, that error would end the process. Its query fails on its own.
    pool.on('connect', (client) => client.on('error', (error) => logger.warn(`[feedback] PostgreSQL connection lost: ${error.message}`)))
    const schema = settings.dbSchema
    return {
      db: new Kysely<FeedbackDatabase>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema),
      dialect: 'postgres',
      schema,
      description: `PostgreSQL ${describePostgresUrl(settings.databaseUrl)}, schema ${schema}`,
    }
  }
  const file = resolve(settings.dbPath)
  mkdirSync(dirname(file), { recursive: true })
  const database = new Database(file)
  database.pragma('journal_mode = WAL')
  // No synchronous wait for a lock: the store waits asynchronously (sqlite-lock.ts).
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  database.pragma('synchronous = NORMAL')
  return {
    db: new Kysely<FeedbackDatabase>({ dialect: new FeedbackSqliteDialect(database) }),
    dialect: 'sqlite',
    description: `SQLite ${file}`,
  }
}

function describePostgresUrl(connectionString: string): string {
  const url = new URL(connectionString)
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}

/**
 * Kysely takes no migration lock on SQLite, so two processes starting together could both apply a
 * migration. BEGIN IMMEDIATE takes the database's write lock; while another process holds it, this
 * fails with SQLITE_BUSY and the store tries again later (sqlite-lock.ts), and then finds the
 * migrations already recorded.
 */
class SqliteAdapterWithMigrationLock extends SqliteAdapter {
  constructor(private readonly database: Database.Database) {
    super()
  }

  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db)
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    // Kysely releases even when acquiring failed; a COMMIT then would hide the SQLITE_BUSY.
    if (this.database.inTransaction) await sql`commit`.execute(db)
  }
}

class FeedbackSqliteDialect extends SqliteDialect {
  constructor(private readonly database: Database.Database) {
    super({ database })
  }

  override createAdapter(): DialectAdapter {
    return new SqliteAdapterWithMigrationLock(this.database)
  }
}
