import { z } from 'zod'
import { normaliseRoute } from '@/lib/content/paths'
import { MAX_HITS, MAX_POSITION, MAX_QUERY_CHARS, MAX_SEARCHES_PER_REPORT, MAX_URL_CHARS } from './constants'

/** One settled search as the endpoint reads it, before normalisation and the personal-data filter. */
export interface SettledSearch {
  query: string
  hits: number
  /** Page route the reader searched from, without the /docs base. */
  route: string
  /** The result the reader chose: its 1-based position among the hits, and its route with anchor. */
  chosen?: { position: number; url: string }
}

// With the u flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /\p{Cs}/u
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'must not contain unpaired UTF-16 surrogates')

const hitCount = z.number().int().min(0).transform((hits) => Math.min(hits, MAX_HITS))
const position = z.number().int().min(1).max(MAX_POSITION)
/** An anchor as the site's headings make them (github-slugger): letters, digits, '-' and '_'. */
const ANCHOR = /^[\p{L}\p{N}_-]{1,200}$/u

/**
 * The body of POST /docs/api/search-events. Two shapes:
 *
 * - the dialog's own: `{searches: [{query, hits, path, chosen?: {position, url}}]}`;
 * - Algolia Insights' batch `{events: [...]}` of click events as `clickedObjectIDsAfterSearch` makes
 *   them (`eventType`, `eventName`, `index`, `objectIDs`, `positions`, optional `queryID`,
 *   `userToken`, `timestamp`), each with the search it followed in `query`, `nbHits` and `path`
 *   (Algolia knows them from `queryID`; this site keeps no per-search ids), and the chosen page's
 *   address as its object id. Reader ids (`userToken`, `authenticatedUserToken`) are read past, never kept.
 */
export function createSearchSignalsSchema(isKnownPath: (route: string) => boolean) {
  const pagePath = text(MAX_URL_CHARS)
    .startsWith('/', 'must be a path starting with /')
    .transform((path) => normaliseRoute(path))
    .refine(isKnownPath, 'is not a page of this site')
  /** A page of this site with an optional heading anchor; comes out as route + '#anchor'. */
  const resultUrl = text(MAX_URL_CHARS)
    .startsWith('/', 'must be a path starting with /')
    .transform((url, context) => {
      const hash = url.indexOf('#')
      const route = normaliseRoute(url)
      const anchor = hash === -1 ? '' : decodeAnchor(url.slice(hash + 1))
      if (!isKnownPath(route)) {
        context.addIssue({ code: 'custom', message: 'is not a page of this site' })
        return z.NEVER
      }
      if (anchor === undefined || (anchor !== '' && !ANCHOR.test(anchor))) {
        context.addIssue({ code: 'custom', message: 'has an anchor that no heading of this site makes' })
        return z.NEVER
      }
      return anchor ? `${route}#${anchor}` : route
    })

  const ownSearch = z.object({
    query: text(MAX_QUERY_CHARS),
    hits: hitCount,
    path: pagePath,
    chosen: z.object({ position, url: resultUrl }).nullish(),
  })

  const insightsClick = z.object({
    eventType: z.literal('click'),
    eventName: text(64),
    index: text(256),
    objectIDs: z.array(resultUrl).length(1, 'must name the one result chosen'),
    positions: z.array(position).length(1, 'must give the position of the one result chosen'),
    queryID: text(64).optional(),
    userToken: text(129).optional(),
    authenticatedUserToken: text(129).optional(),
    timestamp: z.number().int().optional(),
    query: text(MAX_QUERY_CHARS),
    nbHits: hitCount,
    path: pagePath,
  })

  return z.union([
    z.strictObject({ searches: z.array(ownSearch).min(1).max(MAX_SEARCHES_PER_REPORT) }).transform(({ searches }) =>
      searches.map(({ query, hits, path, chosen }): SettledSearch => ({ query, hits, route: path, ...(chosen ? { chosen } : {}) })),
    ),
    z.strictObject({ events: z.array(insightsClick).min(1).max(MAX_SEARCHES_PER_REPORT) }).transform(({ events }) =>
      events.map((event): SettledSearch => ({
        query: event.query,
        hits: event.nbHits,
        route: event.path,
        chosen: { position: event.positions[0], url: event.objectIDs[0] },
      })),
    ),
  ])
}

function decodeAnchor(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}

export type SearchSignalsSchema = ReturnType<typeof createSearchSignalsSchema>
