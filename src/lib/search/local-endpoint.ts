/**
 * How a browser reaches the built-in search route. No dependencies, so client components may import
 * it. Use with `liteClient(LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_API_KEY, { hosts: localSearchHosts(location) })`
 * in DocSearch's `transformSearchClient` when the settings' mode is `local`.
 */

/** The route's path including the `/docs` base; the client appends `/1/indexes/*\/queries`. */
export const LOCAL_SEARCH_PATH = '/docs/api/search'

/** Placeholders: DocSearch insists on a non-empty app id and key; the local route ignores them. */
export const LOCAL_SEARCH_APP_ID = 'local'
export const LOCAL_SEARCH_API_KEY = 'local'

export function localSearchHosts(location: { host: string; protocol: string }): Array<{
  url: string
  protocol: 'http' | 'https'
  accept: 'readWrite'
}> {
  const protocol = location.protocol.replace(/:$/, '') === 'http' ? 'http' : 'https'
  return [{ url: `${location.host}${LOCAL_SEARCH_PATH}`, protocol, accept: 'readWrite' }]
}
