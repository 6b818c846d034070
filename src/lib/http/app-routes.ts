/**
 * The addresses `src/app` defines, as data the server can read without `src/` (a standalone server
 * has none). `app-routes.generated.ts` holds the table; `npm run generate:app-routes` writes it from
 * `src/app` (app-routes-scan.ts), and a unit test fails when it is stale. Nothing here reads the disk.
 */

/**
 * - `page`: a `page.tsx`; which addresses it serves is the content model's say (`listRoutes`), not the pattern's.
 * - `file`: a metadata file (`robots.ts`, `icon.svg`, `manifest.ts`, `opengraph-image.tsx` …), a
 *   route handler outside `/api` (`feed.xml/route.ts`) or a file in `public/`.
 * - `api`: a route handler under `/api`.
 */
export type AppRouteKind = 'page' | 'file' | 'api'

export interface AppRoute {
  /** Below the base path, in Next.js's segment syntax: `/api/og`, `/api/search/[...path]`, `/[[...slug]]`. */
  pattern: string
  kind: AppRouteKind
  /** What the route serves; the server refuses every other method with 405 and these in Allow. */
  methods: readonly string[]
  /** The file that defines it, relative to the project. */
  source: string
}

/** The order Allow lists methods in. */
export const METHOD_ORDER: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

type Segment = { static: string } | { dynamic: 'one' | 'catch-all' | 'optional-catch-all' }

function parseSegment(segment: string): Segment {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return { dynamic: 'optional-catch-all' }
  if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return { dynamic: 'catch-all' }
  if (/^\[[^\]]+\]$/.test(segment)) return { dynamic: 'one' }
  return { static: segment }
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/**
 * Whether a path (below the base path, as the client sent it; trailing slashes aside, as the
 * framework redirects them) has the shape of a pattern: static segments equal, `[x]` one segment,
 * `[...x]` one or more, `[[...x]]` any number (a metadata file may follow a catch-all folder).
 */
export function matchesPattern(pattern: string, path: string): boolean {
  return matchFrom(segmentsOf(pattern).map(parseSegment), segmentsOf(path))
}

function matchFrom(want: Segment[], have: string[]): boolean {
  if (want.length === 0) return have.length === 0
  const [segment, ...rest] = want
  if ('static' in segment) return have[0] === segment.static && matchFrom(rest, have.slice(1))
  if (segment.dynamic === 'one') return have.length > 0 && matchFrom(rest, have.slice(1))
  // A catch-all takes one or more segments (an optional one also none), leaving the rest for what follows it.
  for (let taken = segment.dynamic === 'catch-all' ? 1 : 0; taken <= have.length; taken++) {
    if (matchFrom(rest, have.slice(taken))) return true
  }
  return false
}

/** Sort rank: a static segment before `[x]` before `[...x]` before `[[...x]]`, as Next.js prefers them. */
export function patternRank(pattern: string): number[] {
  return segmentsOf(pattern).map((segment) => {
    const parsed = parseSegment(segment)
    return 'static' in parsed ? 0 : { one: 1, 'catch-all': 2, 'optional-catch-all': 3 }[parsed.dynamic]
  })
}

/**
 * The file or API route that serves a path, if any: the first match in a table sorted most
 * specific first (the generator sorts it). Page routes are left out: which addresses are pages is
 * the content model's to say, and the site's one page route matches every path.
 */
export function servingRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return routes.find((route) => route.kind !== 'page' && matchesPattern(route.pattern, path))
}

/** The addresses of file routes without dynamic segments (`/feed.xml`, `/robots.txt` …): content may link to them. */
export function staticFileRoutes(routes: readonly AppRoute[]): string[] {
  return routes.filter((route) => route.kind === 'file' && !route.pattern.includes('[')).map((route) => route.pattern)
}
