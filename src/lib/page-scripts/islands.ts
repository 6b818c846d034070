/**
 * Imports an island (scripts/lib/islands.ts) from its address (src/lib/page-scripts/island-files.ts)
 * once; a failed import is forgotten and the next call fetches it again, at a new address, since
 * browsers keep a module that failed to load. For the head script: it imports nothing.
 */
export function islandLoader<T>(address: string): () => Promise<T> {
  let pending: Promise<T> | undefined
  let retries = 0
  return () =>
    (pending ??= (import(/* webpackIgnore: true */ address + (retries ? `?retry=${retries}` : '')) as Promise<T>).catch((error: unknown) => {
      pending = undefined
      retries++
      throw error
    }))
}
