import { loadFeedbackSettings } from '@/lib/feedback/settings'

describe('loadFeedbackSettings', () => {
  it('defaults to SQLite, in-memory limits of 10 a minute and untrusted proxy headers', () => {
    expect(loadFeedbackSettings({})).toEqual({
      dbPath: '.data/feedback.sqlite',
      databaseUrl: undefined,
      dbSchema: 'public',
      redisUrl: undefined,
      rateLimitPoints: 10,
      rateLimitWindowSeconds: 60,
      clientLimitPerHour: 30,
      siteLimitPerHour: 300,
      trustProxy: false,
    })
  })

  it('reads every variable', () => {
    expect(
      loadFeedbackSettings({
        FEEDBACK_DB_PATH: '/var/lib/docs/feedback.db',
        DATABASE_URL: 'postgresql://docs@db:5432/docs',
        FEEDBACK_DB_SCHEMA: 'docs_feedback',
        REDIS_URL: 'redis://cache:6379/1',
        FEEDBACK_RATE_LIMIT_POINTS: '3',
        FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: '600',
        FEEDBACK_CLIENT_LIMIT_PER_HOUR: '12',
        FEEDBACK_SITE_LIMIT_PER_HOUR: '1000',
        FEEDBACK_TRUST_PROXY: 'true',
      }),
    ).toEqual({
      dbPath: '/var/lib/docs/feedback.db',
      databaseUrl: 'postgresql://docs@db:5432/docs',
      dbSchema: 'docs_feedback',
      redisUrl: 'redis://cache:6379/1',
      rateLimitPoints: 3,
      rateLimitWindowSeconds: 600,
      clientLimitPerHour: 12,
      siteLimitPerHour: 1000,
      trustProxy: true,
    })
  })

  it('trusts the proxy with TRUST_PROXY or its older name FEEDBACK_TRUST_PROXY', () => {
    expect(loadFeedbackSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadFeedbackSettings({ FEEDBACK_TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadFeedbackSettings({ TRUST_PROXY: 'false', FEEDBACK_TRUST_PROXY: '0' }).trustProxy).toBe(false)
  })

  it('treats empty variables as unset and 0 points as "no limit"', () => {
    const settings = loadFeedbackSettings({ DATABASE_URL: '', REDIS_URL: ' ', FEEDBACK_RATE_LIMIT_POINTS: '0' })
    expect(settings.databaseUrl).toBeUndefined()
    expect(settings.redisUrl).toBeUndefined()
    expect(settings.rateLimitPoints).toBe(0)
  })

  it.each([
    ['FEEDBACK_RATE_LIMIT_POINTS', 'ten'],
    ['FEEDBACK_RATE_LIMIT_POINTS', '-1'],
    ['FEEDBACK_RATE_LIMIT_POINTS', '2.5'],
    ['FEEDBACK_RATE_LIMIT_WINDOW_SECONDS', '0'],
    ['FEEDBACK_CLIENT_LIMIT_PER_HOUR', '-3'],
    ['FEEDBACK_SITE_LIMIT_PER_HOUR', '1e3'],
    ['FEEDBACK_TRUST_PROXY', 'yes please'],
    ['DATABASE_URL', 'mysql://db/docs'],
    ['REDIS_URL', 'http://cache:6379'],
    ['FEEDBACK_DB_SCHEMA', 'public; drop table x'],
  ])('rejects %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadFeedbackSettings({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`))
  })
})
