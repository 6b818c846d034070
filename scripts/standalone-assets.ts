/**
 * After `next build`: copies the browser assets (`.next/static`) into the standalone server's
 * folder, which Next.js leaves to the deployer, so `node .next/standalone/server.js` serves
 * everything on its own.
 */
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'

const dist = distDir()
const standalone = join(dist, 'standalone')
if (!existsSync(standalone)) {
  console.error(`${standalone} is missing: run next build first (next.config.ts sets output: 'standalone')`)
  process.exit(1)
}
cpSync(join(dist, 'static'), join(standalone, dist, 'static'), { recursive: true })
console.log(`✓ standalone server ready: node ${join(standalone, 'server.js')}`)
