/**
 * The route handler that answers every `.md` address: next.config.ts rewrites them to it, with the
 * page's slug after it. A module of its own with no imports, so next.config.ts can read it.
 */
export const MARKDOWN_API_PATH = '/api/markdown'

/**
 * The route handler that answers a Markdown address naming no page (`/docs/nothing.md`, or a page
 * address asked for as Markdown) with a 404 in Markdown: the server's request path sends those
 * requests here with `?path=` the address asked for.
 */
export const MARKDOWN_NOT_FOUND_API_PATH = '/api/markdown-not-found'

/**
 * The route handler that answers a page address whose Accept ranks `text/plain` first: the page's
 * Markdown as text/plain, with the page's slug after it (the `.md` route's answer is text/markdown).
 */
export const MARKDOWN_TEXT_API_PATH = '/api/markdown-text'
