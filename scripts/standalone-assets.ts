/**
 * After `next build`: copies the browser assets (`.next/static`) and the pages' compressed copies
 * (`.next/front-door`, src/lib/http/page-copies.ts) into the standalone server's folder, which
 * Next.js leaves to the deployer, so `node .next/standalone/server.js` serves everything on its own;
 * and leaves every page's last-updated date in both builds' folders, so pages the server renders on
 * demand show their dates where there is no git history.
 */
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import { writeServerDates } from '../src/lib/git/last-changed'
import { PAGE_COPIES_DIR } from '../src/lib/http/page-copies'

const dist = distDir()
const standalone = join(dist, 'standalone')
if (!existsSync(standalone)) {
  console.error(`${standalone} is missing: run next build first (next.config.ts sets output: 'standalone')`)
  process.exit(1)
}
cpSync(join(dist, 'static'), join(standalone, dist, 'static'), { recursive: true })
if (existsSync(join(dist, PAGE_COPIES_DIR))) cpSync(join(dist, PAGE_COPIES_DIR), join(standalone, dist, PAGE_COPIES_DIR), { recursive: true })
writeServerDates(dist)
writeServerDates(join(standalone, dist))
console.log(`✓ standalone server ready: node ${join(standalone, 'server.js')} (npm start)`)
