/**
 * After `next build`: copies the browser assets (`.next/static`) and the prebuilt pages by address
 * (`.next/pages`, src/lib/build/page-output.ts) into the standalone folder, which Next.js leaves to
 * the deployer, so the server there serves everything on its own; and leaves every page's
 * last-updated date in both builds' folders, for any page a server renders where there is no git.
 */
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from '../src/lib/build/pages-dir'
import { distDir } from '../src/lib/dist-dir'
import { writeServerDates } from '../src/lib/git/last-changed'
import { standaloneDir } from './lib/standalone-dir'

const dist = distDir()
const standalone = standaloneDir()
cpSync(join(dist, 'static'), join(standalone, dist, 'static'), { recursive: true })
cpSync(join(dist, PAGES_DIR), join(standalone, dist, PAGES_DIR), { recursive: true })
writeServerDates(dist)
writeServerDates(join(standalone, dist))
console.log(`✓ standalone folder ready: ${standalone}`)
