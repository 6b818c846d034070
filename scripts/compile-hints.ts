/**
 * After `next build`, before the assets are compressed: puts V8's compile hint
 * (src/lib/build/compile-hints.ts) at the top of every script the prerendered pages load as they are
 * read, the framework's and the site's. Chromium then compiles them while they download instead of
 * function by function on the main thread during start-up, which was most of the page's blocking time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadedScripts, withCompileHint } from '../src/lib/build/compile-hints'
import { distDir } from '../src/lib/dist-dir'
import { prerenderedPages } from '../src/lib/http/prerendered-pages'

const staticDir = join(distDir(), 'static')
const scripts = new Set<string>()
for (const page of prerenderedPages(distDir())) for (const script of loadedScripts(readFileSync(page.file!, 'utf8'))) scripts.add(script)

const missing = [...scripts].filter((script) => !existsSync(join(staticDir, script)))
if (scripts.size === 0 || missing.length > 0) {
  console.error(scripts.size === 0 ? '✗ compile hints: the prerendered pages load no scripts from /_next/static/' : `✗ compile hints: pages load scripts the build lacks: ${missing.join(', ')}`)
  process.exit(1)
}
let bytes = 0
for (const script of scripts) {
  const file = join(staticDir, script)
  const source = readFileSync(file)
  writeFileSync(file, withCompileHint(source))
  bytes += source.length
}
console.log(`✓ compile hint on the ${scripts.size} scripts pages load as they are read (${(bytes / 1024).toFixed(0)} KB)`)
