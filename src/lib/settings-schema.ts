import { z } from 'zod'
import FILE_SETTINGS from './file-settings.json' with { type: 'json' }

/**
 * Every environment setting of the site in one schema, with one rule per kind of value and one
 * error format. Each area (site, search, feedback) parses its own variables through
 * `parseSettings` and caches the result, so a value is read once when the server starts.
 * This module is bundled into the browser too: keep it free of server-only imports.
 */

export const DEFAULT_INDEX_NAME = 'docs-related'

/** The one boolean rule: 'true' or '1' is on; 'false' or '0' is off; unset (empty counts as unset) is `fallback`. */
const switchOf = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1')

/** A switch that is off unless set. */
const flag = switchOf(false)

/** The same rule for a switch that is on unless turned off. */
const flagOn = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
  .default('true')
  .transform((value) => value === 'true' || value === '1')

/** Whole numbers only: Number() would also take '1e3', '0x10' and '2.50'. */
const wholeNumber = (min: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`))
    .default(fallback)

/** A comma-separated list of host names (blanks dropped; unset when empty). Protocols are tolerated here and warned about in the browser (SPEC 5). */
const domainList = z
  .string()
  .optional()
  .transform((value) => {
    const domains = (value ?? '').split(',').map((domain) => domain.trim()).filter(Boolean)
    return domains.length ? domains : undefined
  })
  .pipe(z.array(z.string().regex(/^[^\s<>"']+$/, 'a host name such as docs.example.com')).optional())

export const settingsSchema = z.object({
  // Site. NEXT_PUBLIC_* values are inlined into the browser bundle at build time.
  /** Public origin the site is served from; canonical, feed and social-image URLs start with it. */
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://nitric.io')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Branch that 'Edit this page on GitHub' links to. */
  NEXT_PUBLIC_GITHUB_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/, 'must be a git branch name')
    .default('main'),
  /** Lets search engines index the site (robots meta, robots.txt, sitemap). */
  DOCS_ALLOW_INDEXING: flag,
  /** Fathom site id. Analytics load only when it is set; nothing is loaded otherwise. */
  NEXT_PUBLIC_FATHOM_SITE_ID: z.string().regex(/^[A-Za-z0-9]+$/, 'letters and digits only').optional(),
  /** The Fathom script, when served from a custom domain; Fathom's CDN otherwise. */
  NEXT_PUBLIC_FATHOM_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Hosts Fathom may record on (comma-separated); empty means any host not excluded. */
  NEXT_PUBLIC_FATHOM_INCLUDED_DOMAINS: domainList,
  /** Hosts Fathom must not record on (comma-separated); the preview host is added to them. */
  NEXT_PUBLIC_FATHOM_EXCLUDED_DOMAINS: domainList,
  /** Host name preview deployments are served from (e.g. docs-preview.nitric.io); analytics never load there. */
  NEXT_PUBLIC_PREVIEW_HOST: z.string().regex(/^[^\s,<>"']+$/, 'a host name such as docs-preview.example.com').optional(),

  // Search. With both the app id and the key, the dialog queries Algolia; with neither, this site.
  NEXT_PUBLIC_DOCSEARCH_APP_ID: z.string().max(64).regex(/^[A-Za-z0-9]+$/, 'letters and digits only').optional(),
  NEXT_PUBLIC_DOCSEARCH_API_KEY: z.string().max(512).regex(/^[\w+/=-]+$/, 'letters, digits and + / = - _ only').optional(),
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: z
    .string()
    .max(256)
    .regex(/^[\w.\-]+$/, 'letters, digits, ".", "-" and "_" only')
    .default(DEFAULT_INDEX_NAME),

  // Server.
  /** Port the site's server (src/server/main.ts) listens on. */
  PORT: z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().min(1, 'must be 1 to 65535').max(65535, 'must be 1 to 65535')).default(3000),
  /** Address it listens on; all interfaces when unset. */
  HOSTNAME: z.string().regex(/^[\w.:-]+$/, 'an address such as 127.0.0.1').optional(),
  /** Seconds a client may take to send a request's headers before the connection is closed (408). */
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 10),
  /** Seconds a client may take to send a whole request, body included (408). */
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 30),
  /**
   * Seconds an idle keep-alive connection stays open. Above a proxy's own idle timeout (60 s for most),
   * so the server never closes a connection a client or proxy is about to reuse: Node.js's 5 s let a
   * client busy for a few seconds (a checker parsing a page) send its next request on a closed socket.
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(1, 65),
  /** Seconds a stopping server waits for accepted requests to finish before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: wholeNumber(1, 10),
  /** Build: 'off' keeps the framework's own page output (src/lib/build/page-output.ts). */
  PAGE_TRANSFORM: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }))
    .default('on'),

  // Feedback.
  /** SQLite file used when DATABASE_URL is not set; its directory is created on first use. */
  FEEDBACK_DB_PATH: z.string().default(FILE_SETTINGS.FEEDBACK_DB_PATH),
  /** PostgreSQL connection string; when set, feedback is stored in PostgreSQL instead of SQLite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL schema holding the feedback tables; created when missing. Ignored for SQLite. */
  FEEDBACK_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('public'),
  /** Redis for rate-limit counters shared by several server processes; in-memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Submissions one client may make per window; 0 turns rate limiting off. */
  FEEDBACK_RATE_LIMIT_POINTS: wholeNumber(0, 10),
  /** Length of the rate-limit window in seconds. */
  FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 60),
  /** Submissions one client may store per hour across all pages, when clients can be told apart; 0 turns it off. */
  FEEDBACK_CLIENT_LIMIT_PER_HOUR: wholeNumber(0, 30),
  /** Submissions all clients together may store per hour: the bound on what a flood can write; 0 turns it off. */
  FEEDBACK_SITE_LIMIT_PER_HOUR: wholeNumber(0, 300),
  /** The older name of TRUST_PROXY, still read: either one set turns it on. */
  FEEDBACK_TRUST_PROXY: flag,

  // Search signals: settled searches counted per day for the maintainers' report (src/lib/search-signals).
  /** Off: the dialog sends no searches (read when the pages build) and the endpoint stores none (read at start). */
  SEARCH_SIGNALS: flagOn,
  /** Days of search counters kept; older days are deleted by the server once an hour and by `npm run report -- purge`. */
  SEARCH_SIGNALS_RETENTION_DAYS: wholeNumber(1, 90),
  /** Search reports one client (or, without TRUST_PROXY, one page) may send per minute; 0 turns it off. */
  SEARCH_SIGNALS_RATE_LIMIT_POINTS: wholeNumber(0, 30),
  /** Search reports one client may store per hour, when clients can be told apart; 0 turns it off. */
  SEARCH_SIGNALS_CLIENT_LIMIT_PER_HOUR: wholeNumber(0, 300),
  /** Search reports all clients together may store per hour: the bound on what a flood can write; 0 turns it off. */
  SEARCH_SIGNALS_SITE_LIMIT_PER_HOUR: wholeNumber(0, 3000),

  // Clients and search limits.
  /**
   * 'true' only behind a reverse proxy that sets X-Forwarded-For / X-Real-IP: clients are then told
   * apart by those headers, for feedback and search limits. Otherwise the headers could be forged and a
   * route handler never sees the socket address, so clients cannot be told apart (client-address.ts).
   */
  TRUST_PROXY: flag,
  /** Milliseconds per second one server process spends on search for all clients together, so pages keep the rest; 0 turns it off. */
  SEARCH_MS_PER_SECOND: wholeNumber(0, 200),
  /** Milliseconds of search work one client may use per minute (a DocSearch keystroke is about 5); needs TRUST_PROXY; 0 turns it off. */
  SEARCH_CLIENT_MS_PER_MINUTE: wholeNumber(0, 3000),

  // The MCP server for coding agents (src/lib/mcp/).
  /** 'false' turns the MCP endpoint off: it answers 404. */
  MCP_SERVER: switchOf(true),
  /** CPU milliseconds per second one server process spends on MCP tool calls for all clients together; past it calls wait in a queue; 0 turns it off. */
  MCP_MS_PER_SECOND: wholeNumber(0, 100),
  /** MCP calls that may wait for MCP_MS_PER_SECOND at once (at most 2 s each); past it they get 429. 0: none wait. */
  MCP_QUEUE_SIZE: wholeNumber(0, 20),
  /** CPU milliseconds of MCP tool calls one client may use per minute (a call takes 0 to 20); needs TRUST_PROXY; 0 turns it off. */
  MCP_CLIENT_MS_PER_MINUTE: wholeNumber(0, 3000),
  /** CPU milliseconds one client may use past MCP_CLIENT_MS_PER_MINUTE, once per ten minutes; 0: no burst. */
  MCP_CLIENT_BURST_MS: wholeNumber(0, 3000),
})

export type Settings = z.output<typeof settingsSchema>
export type SettingName = keyof typeof settingsSchema.shape
export type SettingsEnv = Readonly<Record<string, string | undefined>>

/** Values that may carry credentials: an error names the variable but does not print the value. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set<SettingName>(['DATABASE_URL', 'REDIS_URL'])

export interface SettingProblem {
  name: string
  message: string
}

/** The one error format: a line per problem, naming the variable and (unless secret) its value. */
export function settingsError(problems: readonly SettingProblem[], env: SettingsEnv): Error {
  const lines = problems.map(({ name, message }) => {
    const value = SECRET_SETTINGS.has(name) ? '(value hidden)' : JSON.stringify(env[name] ?? '')
    return `Invalid setting ${name}=${value}: ${message}`
  })
  return new Error(lines.join('\n'))
}

/**
 * Parses the named variables from `env`. Values are trimmed and an empty one counts as unset (as
 * in .env files), so it takes the default. Throws `settingsError` listing every bad variable.
 */
export function parseSettings<const K extends SettingName>(names: readonly K[], env: SettingsEnv): Pick<Settings, K> {
  const raw: Record<string, string | undefined> = {}
  for (const name of names) raw[name] = env[name]?.trim() || undefined
  const mask: { [name in SettingName]?: true } = Object.fromEntries(names.map((name) => [name, true]))
  const result = settingsSchema.pick(mask).safeParse(raw)
  if (!result.success) {
    throw settingsError(
      result.error.issues.map((issue) => ({ name: String(issue.path[0]), message: issue.message })),
      raw,
    )
  }
  return result.data as unknown as Pick<Settings, K>
}
