import { referenceIndex } from './reference/entries'
import { latestVersion, referenceHref, SDKS } from './sdks'

export interface Redirect {
  source: string
  destination: string
  permanent: boolean
  basePath?: false
}

/**
 * Redirects derived from the SDK registry: the latest version of an SDK is served without its
 * version segment, so `/reference/nodejs/v1/...` moves permanently to `/reference/nodejs/...`; a
 * legacy-only SDK's bare address goes to its one version.
 */
export function sdkRedirects(): Redirect[] {
  return SDKS.flatMap((sdk): Redirect[] => {
    const latest = latestVersion(sdk)
    const home = referenceHref(sdk, latest)
    if (home.endsWith(`/${latest}`)) return [{ source: `/reference/${sdk.id}`, destination: home, permanent: false }]
    return [
      { source: `/reference/${sdk.id}/${latest}`, destination: home, permanent: true },
      { source: `/reference/${sdk.id}/${latest}/:path*`, destination: `${home}/:path*`, permanent: true },
    ]
  })
}

/** Pages that moved: the earlier address (and everything below it) → where the page lives now. */
export const MOVED_PAGES: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/concepts/comparison', to: '/concepts/comparisons' },
  { from: '/getting-started/resources-overview', to: '/getting-started/resource-best-practices' },
]

/** Permanent redirects for moved pages, the page itself and any address below it. */
export function movedPageRedirects(): Redirect[] {
  return MOVED_PAGES.flatMap(({ from, to }) => [
    { source: from, destination: to, permanent: true },
    { source: `${from}/:path*`, destination: `${to}/:path*`, permanent: true },
  ])
}

/**
 * Whether a route is the source of one of these redirects, which the request screen must let reach
 * the framework. Sources are an exact path or a path followed by `/:path*`; any other pattern is a
 * mistake here, so it throws rather than guess.
 */
export function redirectMatcher(redirects: readonly Redirect[]): (route: string) => boolean {
  const exact = new Set<string>()
  const prefixes: string[] = []
  for (const { source } of redirects) {
    if (source.endsWith('/:path*') && !/[:*()?+]/.test(source.slice(0, -'/:path*'.length))) prefixes.push(source.slice(0, -':path*'.length))
    else if (!/[:*()?+]/.test(source)) exact.add(source)
    else throw new Error(`redirect source ${source}: only exact paths and "<path>/:path*" are supported`)
  }
  return (route) => exact.has(route) || prefixes.some((prefix) => route.startsWith(prefix))
}

/**
 * Reference pages whose earlier address had another slug (`formerSlugs` in the model): the old
 * address in the same folder moves permanently to the entry's page.
 */
export function formerSlugRedirects(): Redirect[] {
  return referenceIndex().entries.flatMap((entry) =>
    ((entry.method ?? entry.resource).formerSlugs ?? []).map((slug) => ({
      source: referenceHref(entry.sdk, entry.version, [entry.folder, slug]),
      destination: entry.route,
      permanent: true,
    })),
  )
}

/** Every redirect of the site, as next.config.ts serves them (the root redirect aside). */
export function siteRedirects(): Redirect[] {
  return [...sdkRedirects(), ...movedPageRedirects(), ...formerSlugRedirects()]
}
