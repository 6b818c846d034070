import { readFileSync } from 'node:fs'
import { loadFeedbackSettings } from '@/lib/feedback/settings'
import { parseSearchSettings } from '@/lib/search/settings'
import { parseSiteSettings } from '@/lib/settings'
import { parseSettings, settingsSchema, type SettingName } from '@/lib/settings-schema'

/** The boolean variables, each read through its own area's accessor. */
const BOOLEANS: [string, (value: string) => boolean][] = [
  ['DOCS_ALLOW_INDEXING', (value) => parseSiteSettings({ DOCS_ALLOW_INDEXING: value }).DOCS_ALLOW_INDEXING],
  ['FEEDBACK_TRUST_PROXY', (value) => loadFeedbackSettings({ FEEDBACK_TRUST_PROXY: value }).trustProxy],
]

describe('one boolean rule for every boolean setting', () => {
  describe.each(BOOLEANS)('%s', (name, read) => {
    it.each([
      ['', false],
      ['   ', false],
      ['false', false],
      ['0', false],
      ['true', true],
      ['1', true],
      [' true ', true],
    ])('reads %j as %s', (value, expected) => {
      expect(read(value)).toBe(expected)
    })

    it.each(['yes', 'on', 'TRUE', '2'])('rejects %j, naming the variable and the value', (value) => {
      expect(() => read(value)).toThrow(`Invalid setting ${name}=${JSON.stringify(value)}: must be true, false, 1 or 0`)
    })
  })
})

describe('one error format for every area', () => {
  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'not a url', () => parseSiteSettings({ NEXT_PUBLIC_SITE_URL: 'not a url' })],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://docs.example', () => parseSiteSettings({ NEXT_PUBLIC_SITE_URL: 'ftp://docs.example' })],
    ['NEXT_PUBLIC_FATHOM_SITE_ID', 'AB CD', () => parseSiteSettings({ NEXT_PUBLIC_FATHOM_SITE_ID: 'AB CD' })],
    ['NEXT_PUBLIC_DOCSEARCH_INDEX_NAME', 'docs related', () => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs related' })],
    ['NEXT_PUBLIC_DOCSEARCH_APP_ID', 'ABC123', () => parseSearchSettings({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'ABC123' })],
    ['FEEDBACK_RATE_LIMIT_POINTS', 'ten', () => loadFeedbackSettings({ FEEDBACK_RATE_LIMIT_POINTS: 'ten' })],
  ])('%s=%j', (name, value, parse) => {
    expect(parse).toThrow(new RegExp(`^Invalid setting ${name}=${JSON.stringify(value)}: \\S`))
  })

  it('lists every bad variable, one line each', () => {
    expect(() => loadFeedbackSettings({ FEEDBACK_RATE_LIMIT_POINTS: '-1', FEEDBACK_TRUST_PROXY: 'yes' })).toThrow(
      'Invalid setting FEEDBACK_RATE_LIMIT_POINTS="-1": must be a whole number\n' +
        'Invalid setting FEEDBACK_TRUST_PROXY="yes": must be true, false, 1 or 0',
    )
  })

  it.each([
    ['DATABASE_URL', 'mysql://docs:s3cret@db/docs'],
    ['REDIS_URL', 'http://:s3cret@cache:6379'],
  ])('names %s but does not print its value, which may hold a password', (name, value) => {
    let message = ''
    try {
      loadFeedbackSettings({ [name]: value })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(new RegExp(`^Invalid setting ${name}=\\(value hidden\\): must be`))
    expect(message).not.toContain('s3cret')
  })
})

describe('numbers', () => {
  it.each(['1e3', '0x10', '2.50', '+5', '10 per minute'])('accept whole numbers only, not %j', (value) => {
    expect(() => loadFeedbackSettings({ FEEDBACK_RATE_LIMIT_POINTS: value })).toThrow(/^Invalid setting FEEDBACK_RATE_LIMIT_POINTS=/)
  })

  it('trims and reads a whole number', () => {
    expect(loadFeedbackSettings({ FEEDBACK_RATE_LIMIT_POINTS: ' 25 ' }).rateLimitPoints).toBe(25)
  })
})

describe('blank values count as unset in every area', () => {
  it('gives each variable its default', () => {
    const blank = Object.fromEntries(Object.keys(settingsSchema.shape).map((name) => [name, '  ']))
    expect(parseSiteSettings(blank)).toEqual(parseSiteSettings({}))
    expect(parseSearchSettings(blank)).toEqual(parseSearchSettings({}))
    expect(loadFeedbackSettings(blank)).toEqual(loadFeedbackSettings({}))
  })
})

describe('the README settings table', () => {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('\n## Settings\n'), readme.indexOf('\n## ', readme.indexOf('\n## Settings\n') + 1))
  const rows = new Map(
    [...section.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map(([, name, fallback]) => [name, fallback.trim()]),
  )
  // Read by next.config.ts and the build scripts themselves, before any of the site's code runs.
  const OUTSIDE_THE_SCHEMA = ['NEXT_DIST_DIR']

  it('lists every variable of the schema, and the schema every variable of the table', () => {
    expect([...rows.keys()].filter((name) => !OUTSIDE_THE_SCHEMA.includes(name)).sort()).toEqual(Object.keys(settingsSchema.shape).sort())
  })

  it.each(Object.keys(settingsSchema.shape) as SettingName[])('states the default of %s', (name) => {
    const value = parseSettings([name], {})[name]
    const stated = rows.get(name)
    if (value === undefined) expect(stated).toMatch(/^(unset|Fathom's CDN)$/)
    else expect(stated).toBe(`\`${String(value)}\``)
  })
})
