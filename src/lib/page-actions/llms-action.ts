/** The page-actions menu's link to llms.txt, the index of every page for agents. */
export const LLMS_ACTION_LABEL = 'All pages for AI agents (llms.txt)'
