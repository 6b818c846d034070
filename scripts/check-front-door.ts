/**
 * After `next build`: transforms every prerendered page the way the server's front door will
 * (src/lib/http/page-transform.ts), and fails the build when a page's payload cannot be cut, a page
 * lacks its article island, an island holds a client component (it would never be hydrated there),
 * or a page's scripts are not all moved behind the after-first-paint loader (the framework's markup
 * changed), so nothing is left to find out at run time. Prints what the cut saves.
 */
import { readFileSync } from 'node:fs'
import { distDir } from '../src/lib/dist-dir'
import { prerenderedPages } from '../src/lib/http/prerendered-pages'
import { ISLANDS } from '../src/lib/islands/names'
import { transformPage } from '../src/lib/http/page-transform'

const failures: string[] = []
let pages = 0
let before = 0
let after = 0
let inlineScripts = 0
for (const page of prerenderedPages(distDir())) {
  const html = readFileSync(page.file!, 'utf8')
  try {
    const transformed = transformPage(html)
    // Every page of the site has an article; the framework's own (/_not-found, /_global-error) need not.
    if (!page.route.startsWith('/_') && !transformed.islands.includes(ISLANDS.article)) failures.push(`${page.route}: no ${ISLANDS.article} island`)
    if (transformed.clientComponents.length > 0) failures.push(`${page.route}: client components inside static islands, never hydrated there: ${transformed.clientComponents.join(', ')}`)
    const early = [...transformed.html.matchAll(/<script src="[^"]*"(?![^>]*noModule)[^>]*>|<link rel="preload" as="script"[^>]*>/g)].map((match) => match[0])
    if (transformed.scripts.length === 0) failures.push(`${page.route}: no framework scripts found to load after first paint`)
    if (early.length > 0) failures.push(`${page.route}: scripts still loaded before first paint: ${early.join(' ')}`)
    inlineScripts += transformed.inlineScripts
    pages++
    before += Buffer.byteLength(html)
    after += Buffer.byteLength(transformed.html)
  } catch (error) {
    failures.push(`${page.route}: ${(error as Error).message}`)
  }
}
if (failures.length > 0) {
  console.error(`✗ the front door could not transform ${failures.length} page(s):\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
console.log(`✓ static islands and ${inlineScripts} inline scripts' text cut, scripts moved after first paint on ${pages} prerendered pages: HTML ${mb(before)} MB → ${mb(after)} MB`)
