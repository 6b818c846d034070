/**
 * What one call to the search API may ask for, fitted to its clients: DocSearch 3.9 sends one
 * query of 20 hits with 10-word snippets and `<mark>` tags (docsearch-params.ts), and a tool that
 * feeds search results to a language model (an MCP server, say) wants up to 50 hits. Ranking costs
 * about 5 ms a query on the site's index whatever the hits, so the number of queries bounds a call's
 * CPU; hits, snippet length and tags bound its answer. Above a cap the call gets a 400 saying
 * which. How much search time one client, and all of them, may take is bounded by search-budget.ts.
 */

/** Request body, in bytes: a DocSearch request is under 1 KB. */
export const MAX_BODY_BYTES = 64 * 1024

/** Queries in one multi-query call: DocSearch sends 1; InstantSearch one per index and refined facet. */
export const MAX_REQUESTS = 5

/** Hits per query: DocSearch asks for 20, a tool for up to 50. */
export const MAX_HITS_PER_PAGE = 50

/** Algolia's `paginationLimitedTo` default: no query can page past this many hits. */
export const PAGINATION_LIMIT = 1000

/** `hitsPerPage` summed over the queries of one call: two tool-sized queries. */
export const MAX_HITS_PER_CALL = 100

/** Words of one snippet (`attribute:words`): DocSearch asks for 10. */
export const MAX_SNIPPET_WORDS = 50

/**
 * The hits of one answer as UTF-8 JSON, measured while they are formatted (a call stops at the first
 * hit past it). The largest answer the caps above allow on today's index (100 hits with every
 * attribute, highlight and 50-word snippet, 64-character tags around common words) is about 730 KB;
 * a DocSearch answer is about 13 KB. This is the backstop if records grow.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024

/** `highlightPreTag`, `highlightPostTag` and `snippetEllipsisText`: each is repeated around every matched word. */
export const MAX_TAG_LENGTH = 64

/** Query text, in characters. */
export const MAX_QUERY_LENGTH = 512

/** Index names (Algolia's own limit is 256 bytes). */
export const MAX_INDEX_NAME_LENGTH = 512
