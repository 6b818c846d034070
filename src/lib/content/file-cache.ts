import { statSync } from 'node:fs'

/**
 * Memoises a per-file computation and redoes it only when the file changes (size or mtime): the
 * development server re-reads just the files a writer edited, production reads each once.
 */
export function fileCache<T>(compute: (file: string) => T): { get(file: string): T; clear(): void } {
  const entries = new Map<string, { stamp: string; value: T }>()
  return {
    get(file) {
      const stats = statSync(file)
      const stamp = `${stats.mtimeMs}:${stats.size}`
      const hit = entries.get(file)
      if (hit && hit.stamp === stamp) return hit.value
      const value = compute(file)
      entries.set(file, { stamp, value })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
