/**
 * After `next build`: writes the head script and the behaviours script under their hashed names into
 * `{distDir}/static/page-scripts`, before the build's hashed files are precompressed (Brotli and gzip)
 * and copied into the standalone folder, so the site's server answers them from disk like the
 * stylesheet beside them (src/server/request-path.ts) instead of compressing each answer again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import { PAGE_SCRIPTS_FOLDER } from '../src/lib/page-scripts/address'
import { PAGE_SCRIPTS } from '../src/lib/page-scripts/head-script'

const folder = join(distDir(), 'static', PAGE_SCRIPTS_FOLDER)
// Only this build's names: an older build's file would otherwise still be served.
rmSync(folder, { recursive: true, force: true })
mkdirSync(folder, { recursive: true })
for (const [file, text] of PAGE_SCRIPTS) {
  writeFileSync(join(folder, file), text)
  console.log(`✓ page script ${file}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`)
}
