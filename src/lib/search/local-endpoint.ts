/**
 * How a browser reaches the built-in search route. Only the site's configuration as a dependency, so
 * client components may import it; `src/lib/search/local-client.ts` builds the client from it.
 */
import { siteConfig } from '../../site.config'

/** The route's path including the base path; the client appends `/1/indexes/*\/queries`. */
export const LOCAL_SEARCH_PATH = `${siteConfig.basePath}/api/search`

/** Placeholders: DocSearch insists on a non-empty app id and key; the local route ignores them. */
export const LOCAL_SEARCH_APP_ID = 'local'
export const LOCAL_SEARCH_API_KEY = 'local'

/** SPEC 9: connect 1 s, read 2 s, write 30 s. */
export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 }

/**
 * The service's address, listed twice. The client falls back across its hosts and retries on a
 * timeout or a network failure (SPEC 9), with a longer timeout each time; Algolia gives it several
 * hosts, the built-in service has one, so the second entry is that one retry. Without it, a first
 * search that waited on a server just started (its route loads on first use) showed 'Unable to fetch
 * results' for good.
 */
export function localSearchHosts(location: { host: string; protocol: string }): Array<{
  url: string
  protocol: 'http' | 'https'
  accept: 'readWrite'
}> {
  const protocol = location.protocol.replace(/:$/, '') === 'http' ? 'http' : 'https'
  const host = { url: `${location.host}${LOCAL_SEARCH_PATH}`, protocol, accept: 'readWrite' } as const
  return [host, host]
}
