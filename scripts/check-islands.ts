/**
 * After `next build`: cuts the static islands from every prerendered page the way the server's front
 * door will (src/lib/islands/page-islands.ts), and fails the build when a page's payload cannot be
 * cut, a page lacks its article island, or an island holds a client component (it would never be
 * hydrated there), so nothing is left to find out at run time. Prints what the cut saves.
 */
import { readFileSync } from 'node:fs'
import { distDir } from '../src/lib/dist-dir'
import { prerenderedPages } from '../src/lib/http/prerendered-pages'
import { ISLANDS } from '../src/lib/islands/names'
import { stripPageIslands } from '../src/lib/islands/page-islands'

const failures: string[] = []
let pages = 0
let before = 0
let after = 0
for (const page of prerenderedPages(distDir())) {
  const html = readFileSync(page.file!, 'utf8')
  try {
    const cut = stripPageIslands(html)
    // Every page of the site has an article; the framework's own (/_not-found, /_global-error) need not.
    if (!page.route.startsWith('/_') && !cut.islands.includes(ISLANDS.article)) failures.push(`${page.route}: no ${ISLANDS.article} island`)
    if (cut.clientComponents.length > 0) failures.push(`${page.route}: client components inside static islands, never hydrated there: ${cut.clientComponents.join(', ')}`)
    pages++
    before += Buffer.byteLength(html)
    after += Buffer.byteLength(cut.html)
  } catch (error) {
    failures.push(`${page.route}: ${(error as Error).message}`)
  }
}
if (failures.length > 0) {
  console.error(`✗ static islands could not be cut from ${failures.length} page(s):\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
console.log(`✓ static islands cut from ${pages} prerendered pages: HTML ${mb(before)} MB → ${mb(after)} MB`)
