/**
 * A getter for a value made on first use and kept for the life of the process. It is kept on
 * globalThis under `Symbol.for(key)` so that development hot reloads, which load the module again,
 * reuse one database pool and one Redis connection.
 */
export function processWide<T>(key: string, create: () => T): () => T {
  const symbol = Symbol.for(key)
  const holder = globalThis as Record<symbol, T | undefined>
  return () => (holder[symbol] ??= create())
}
