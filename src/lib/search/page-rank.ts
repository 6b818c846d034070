/**
 * DocSearch's `weight.pageRank` for a page: pages of an older library version
 * (`/reference/{sdk}/v{n}/…`) rank after the same text in the latest version (`/reference/{sdk}/…`).
 * It only breaks ties: every textual criterion comes first.
 */
export function pageRankForRoute(route: string): number {
  return /^\/reference\/[^/]+\/v\d+(\/|$)/.test(route) ? -1 : 0
}
