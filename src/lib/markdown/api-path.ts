/**
 * The route handler that answers every `.md` address: next.config.ts rewrites them to it, with the
 * page's slug after it. A module of its own with no imports, so next.config.ts can read it.
 */
export const MARKDOWN_API_PATH = '/api/markdown'
