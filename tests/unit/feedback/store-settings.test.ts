import { loadFeedbackSettings } from '@/lib/feedback/settings'
import { storeSettingsOf } from '@/lib/feedback/store-settings'
import { loadSearchSignalSettings } from '@/lib/search-signals/settings'

const ENV = {
  FEEDBACK_DB_PATH: '/var/lib/docs/feedback.db',
  DATABASE_URL: 'postgresql://docs@db:5432/docs',
  FEEDBACK_DB_SCHEMA: 'docs_feedback',
  REDIS_URL: 'redis://cache:6379/1',
  TRUST_PROXY: 'true',
}

describe('storeSettingsOf', () => {
  it('maps the shared variables, either proxy name turning trust on', () => {
    const parsed = { FEEDBACK_DB_PATH: 'a.sqlite', DATABASE_URL: undefined, FEEDBACK_DB_SCHEMA: 'public', REDIS_URL: undefined }
    expect(storeSettingsOf({ ...parsed, TRUST_PROXY: false, FEEDBACK_TRUST_PROXY: true })).toEqual({
      dbPath: 'a.sqlite',
      databaseUrl: undefined,
      dbSchema: 'public',
      redisUrl: undefined,
      trustProxy: true,
    })
    expect(storeSettingsOf({ ...parsed, TRUST_PROXY: false, FEEDBACK_TRUST_PROXY: false }).trustProxy).toBe(false)
  })

  it('gives both write endpoints the same store, Redis and proxy settings', () => {
    const shared = { dbPath: ENV.FEEDBACK_DB_PATH, databaseUrl: ENV.DATABASE_URL, dbSchema: ENV.FEEDBACK_DB_SCHEMA, redisUrl: ENV.REDIS_URL, trustProxy: true }
    expect(loadFeedbackSettings(ENV)).toMatchObject(shared)
    expect(loadSearchSignalSettings(ENV)).toMatchObject(shared)
  })

  it('names bad variables in the order each loader lists them', () => {
    const env = { FEEDBACK_DB_SCHEMA: 'a b', FEEDBACK_TRUST_PROXY: 'yes' }
    expect(() => loadFeedbackSettings({ ...env, FEEDBACK_RATE_LIMIT_POINTS: 'x' })).toThrow(
      /^Invalid setting FEEDBACK_DB_SCHEMA=.*\nInvalid setting FEEDBACK_RATE_LIMIT_POINTS=.*\nInvalid setting FEEDBACK_TRUST_PROXY=/,
    )
    expect(() => loadSearchSignalSettings({ ...env, SEARCH_SIGNALS_RATE_LIMIT_POINTS: 'x' })).toThrow(
      /^Invalid setting SEARCH_SIGNALS_RATE_LIMIT_POINTS=.*\nInvalid setting FEEDBACK_DB_SCHEMA=.*\nInvalid setting FEEDBACK_TRUST_PROXY=/,
    )
  })
})
