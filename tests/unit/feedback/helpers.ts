import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { vi } from 'vitest'
import type { FeedbackDbSettings } from '@/lib/feedback/db'

/** CI and development machines run both services; when one is down these tests fail, never skip. */
export const TEST_DATABASE_URL = process.env.FEEDBACK_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'
export const TEST_REDIS_URL = process.env.FEEDBACK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A name no parallel run shares: schemas, key prefixes. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
}

export function quietLogger() {
  return { warn: vi.fn(), error: vi.fn() }
}

export const KNOWN_ROUTES = new Set(['/', '/concepts/introduction', '/reference/nodejs', '/reference/nodejs/api'])
export const isKnownRoute = (route: string) => KNOWN_ROUTES.has(route)

export interface TestDatabase {
  settings: FeedbackDbSettings
  cleanup(): Promise<void>
}

export function sqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'feedback-test-'))
  return {
    // A subdirectory that does not exist yet: the store must create it.
    settings: { dbPath: join(dir, 'nested', 'feedback.sqlite'), dbSchema: 'public' },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

export function postgresTestDatabase(): TestDatabase {
  const schema = uniqueName('feedback_test')
  return {
    settings: { dbPath: 'unused.sqlite', databaseUrl: TEST_DATABASE_URL, dbSchema: schema },
    cleanup: () => dropSchema(schema),
  }
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await client.end()
  }
}
