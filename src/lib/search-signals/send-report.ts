import { SEARCH_SIGNALS_ENDPOINT } from './constants'
import type { SearchReport } from './search-session'

/**
 * Sends settled searches without holding up the page: a beacon survives the navigation a chosen
 * result starts; where beacons are missing or refused, a keepalive fetch does the same. Losing a
 * report is fine, so failures are ignored.
 */
export function sendSearchReport(searches: readonly SearchReport[], view: Window = window): void {
  if (searches.length === 0) return
  const body = JSON.stringify({ searches })
  if (view.navigator.sendBeacon?.(SEARCH_SIGNALS_ENDPOINT, body)) return
  view.fetch(SEARCH_SIGNALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {})
}
