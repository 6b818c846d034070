import { z } from 'zod'

export const DEFAULT_INDEX_NAME = 'docs-related'

/** Where the search dialog sends its queries: Algolia itself, or this site's own route. */
export type SearchSettings =
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string }
  | { mode: 'local'; indexName: string }

/** An empty or blank variable counts as not set. */
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const envSchema = z.object({
  NEXT_PUBLIC_DOCSEARCH_APP_ID: optional.pipe(z.string().max(64).regex(/^[A-Za-z0-9]+$/, 'letters and digits only').optional()),
  NEXT_PUBLIC_DOCSEARCH_API_KEY: optional.pipe(z.string().max(512).regex(/^[\w+/=-]+$/, 'letters, digits and + / = - _ only').optional()),
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: optional.pipe(
    z.string().max(256).regex(/^[\w.\-]+$/, 'letters, digits, ".", "-" and "_" only').default(DEFAULT_INDEX_NAME),
  ),
})

export type SearchEnv = Partial<Record<keyof z.infer<typeof envSchema>, string | undefined>>

/** Reads the search settings from environment variables; throws, naming the variable, when they are wrong. */
export function parseSearchSettings(env: SearchEnv): SearchSettings {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid search settings — ${problems.join('; ')}`)
  }
  const { NEXT_PUBLIC_DOCSEARCH_APP_ID: appId, NEXT_PUBLIC_DOCSEARCH_API_KEY: apiKey, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: indexName } =
    result.data
  if (appId && apiKey) return { mode: 'algolia', appId, apiKey, indexName }
  if (appId || apiKey) {
    const [set, missing] = appId
      ? ['NEXT_PUBLIC_DOCSEARCH_APP_ID', 'NEXT_PUBLIC_DOCSEARCH_API_KEY']
      : ['NEXT_PUBLIC_DOCSEARCH_API_KEY', 'NEXT_PUBLIC_DOCSEARCH_APP_ID']
    throw new Error(`Invalid search settings — ${set} is set but ${missing} is not: set both to use Algolia, or neither to use the built-in search`)
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
