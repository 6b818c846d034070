import { liteClient } from 'algoliasearch/lite'
import { LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID, localSearchHosts, SEARCH_TIMEOUTS } from './local-endpoint'

/** Algolia's own client, pointed at the built-in search route on the page's host, as DocSearch uses it in local mode. */
export function localSearchClient(location: { host: string; protocol: string }, timeouts = SEARCH_TIMEOUTS) {
  return liteClient(LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_API_KEY, { hosts: localSearchHosts(location), timeouts })
}
