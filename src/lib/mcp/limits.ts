/**
 * What one call to the MCP endpoint may ask for and get back. Tool arguments are a few short strings,
 * so a body of a few kilobytes holds any valid call; answers are capped so a single page or diff
 * cannot fill an agent's context.
 */

/** Request body, in bytes: a tools/call with the longest arguments the schemas allow is under 2 KB. */
export const MAX_BODY_BYTES = 32 * 1024

/**
 * JSON-RPC messages in one batch. Protocol revisions from 2025-06-18 on send none; older clients may
 * batch a few, and each message is a tool call whose cost the time budget only sees afterwards.
 */
export const MAX_BATCH_MESSAGES = 5

/** Array elements and object members in one call's `arguments` (the SDK checks before the schema). */
export const MAX_TOOL_INPUT_ELEMENTS = 20

/** Characters of one tool answer: about 12k tokens. Longer text is cut with a note saying what to ask for. */
export const MAX_ANSWER_CHARS = 50_000

/** Search queries, in characters. */
export const MAX_QUERY_CHARS = 256

/** Hits of one search_docs call. */
export const MAX_SEARCH_LIMIT = 25
export const DEFAULT_SEARCH_LIMIT = 8

/** Page paths and URLs, in characters (the 404 page's closest-page lookup allows the same). */
export const MAX_PATH_CHARS = 512

/** Headings and symbol names, in characters. */
export const MAX_NAME_CHARS = 200

/** Candidates listed in a "did you mean". */
export const MAX_SUGGESTIONS = 8
