/**
 * Where the skill file for agents is, below the base path. Like a page's Markdown it is a `.md`
 * address: next.config.ts rewrites it to the Markdown route (as the slug `skill`, which names no
 * page), and the request screen lets it through.
 */
export const SKILL_PATH = '/skill.md'
/** The route the Markdown route knows the skill file by (SKILL_PATH without `.md`). */
export const SKILL_ROUTE = '/skill'

/** The llms.txt index, below the base path (src/app/llms.txt). */
export const LLMS_INDEX_PATH = '/llms.txt'
