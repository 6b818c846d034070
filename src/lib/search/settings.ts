import { DEFAULT_INDEX_NAME, parseSettings, settingsError, type SettingsEnv } from '../settings-schema'

export { DEFAULT_INDEX_NAME }

/** Where the search dialog sends its queries: Algolia itself, or this site's own route. */
export type SearchSettings =
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string }
  | { mode: 'local'; indexName: string }

const SEARCH_SETTINGS = ['NEXT_PUBLIC_DOCSEARCH_APP_ID', 'NEXT_PUBLIC_DOCSEARCH_API_KEY', 'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME'] as const

export type SearchEnv = Partial<Record<(typeof SEARCH_SETTINGS)[number], string | undefined>>

/** Reads the search settings from environment variables; throws, naming the variable, when they are wrong. */
export function parseSearchSettings(env: SearchEnv): SearchSettings {
  const {
    NEXT_PUBLIC_DOCSEARCH_APP_ID: appId,
    NEXT_PUBLIC_DOCSEARCH_API_KEY: apiKey,
    NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: indexName,
  } = parseSettings(SEARCH_SETTINGS, env)
  if (appId && apiKey) return { mode: 'algolia', appId, apiKey, indexName }
  if (appId || apiKey) {
    const [set, missing] = appId
      ? (['NEXT_PUBLIC_DOCSEARCH_APP_ID', 'NEXT_PUBLIC_DOCSEARCH_API_KEY'] as const)
      : (['NEXT_PUBLIC_DOCSEARCH_API_KEY', 'NEXT_PUBLIC_DOCSEARCH_APP_ID'] as const)
    const message = `is set but ${missing} is not: set both to use Algolia, or neither to use the built-in search`
    throw settingsError([{ name: set, message }], env as SettingsEnv)
  }
  return { mode: 'local', indexName }
}

let cached: SearchSettings | undefined

/**
 * The site's search settings, parsed once. Each variable is read by its full name so Next.js can
 * inline it; call this on the server and pass the result to client components as props.
 */
export function getSearchSettings(): SearchSettings {
  return (cached ??= parseSearchSettings({
    NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
    NEXT_PUBLIC_DOCSEARCH_API_KEY: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
    NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
  }))
}
