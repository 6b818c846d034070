/**
 * What one call to the search API may ask for. Every cap is far above what a real client sends —
 * DocSearch sends 1 query of 20 hits tagged `<mark>`, InstantSearch one query per index plus one per
 * refined disjunctive facet, tagged `__ais-highlight__` — and each bounds the work and the answer of
 * one call, so a 64 KB request cannot ask for a multi-megabyte answer (a probe got 33 MB in 1.2 s from
 * 50 queries × 1,000 hits with 256-character tags). Above a cap the call gets a 400 saying which.
 */

/** Request body, in bytes: a DocSearch request is under 1 KB. */
export const MAX_BODY_BYTES = 64 * 1024

/** Queries in one multi-query call. Each costs up to ~50 ms of ranking, so this also bounds CPU per call. */
export const MAX_REQUESTS = 20

/** Hits per query: Algolia's own cap. */
export const MAX_HITS_PER_PAGE = 1000

/** Algolia's `paginationLimitedTo` default: no query can page past this many hits. */
export const PAGINATION_LIMIT = 1000

/** `hitsPerPage` summed over the queries of one call: one full Algolia page. */
export const MAX_HITS_PER_CALL = 1000

/**
 * The hits of one answer as UTF-8 JSON, measured while they are formatted (a call stops at the first
 * hit past it). 1,000 hits of the site's index with every attribute, highlight and snippet and
 * 64-character tags come to about 2.3 MB; a DocSearch answer to about 20 KB.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024

/** `highlightPreTag`, `highlightPostTag` and `snippetEllipsisText`: each is repeated around every matched word. */
export const MAX_TAG_LENGTH = 64

/** Query text, in characters. */
export const MAX_QUERY_LENGTH = 512

/** Index names (Algolia's own limit is 256 bytes). */
export const MAX_INDEX_NAME_LENGTH = 512
