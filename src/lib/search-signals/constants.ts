import { siteConfig } from '@/site.config'

/**
 * Facts shared by the search dialog (browser) and the search-signals endpoint (server). This module
 * must stay free of server-only imports because the dialog bundles it.
 */
export const SEARCH_SIGNALS_ENDPOINT = `${siteConfig.basePath}/api/search-events`

/** Stored query text is cut to this many characters (after normalisation). */
export const MAX_STORED_QUERY_CHARS = 64
/** Longest query text the endpoint reads at all; the dialog cuts longer ones before sending. */
export const MAX_QUERY_CHARS = 512
/** Settled searches one report may carry (the dialog sends at most this many per close). */
export const MAX_SEARCHES_PER_REPORT = 10
export const MAX_URL_CHARS = 2048
/** Hit counts above this are stored as this: a count, not an exact figure, is what the report needs. */
export const MAX_HITS = 1_000_000
/** DocSearch asks for 20 hits; positions are 1-based within them, with room for longer lists. */
export const MAX_POSITION = 1000
export const MAX_BODY_BYTES = 8 * 1024
