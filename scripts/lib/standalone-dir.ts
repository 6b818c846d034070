import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../../src/lib/dist-dir'

/** The standalone folder `next build` wrote (next.config.ts sets `output: 'standalone'`); exits with a message when there is none. */
export function standaloneDir(): string {
  const standalone = join(distDir(), 'standalone')
  if (!existsSync(standalone)) {
    console.error(`${standalone} is missing: run next build first (next.config.ts sets output: 'standalone')`)
    process.exit(1)
  }
  return standalone
}
