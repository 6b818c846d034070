/** Where the skill file for agents is, below the base path (a file route: src/app/skill.md). */
export const SKILL_PATH = '/skill.md'

/** The llms.txt index, below the base path (src/app/llms.txt). */
export const LLMS_INDEX_PATH = '/llms.txt'
