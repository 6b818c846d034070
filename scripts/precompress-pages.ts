/**
 * After `next build` and scripts/check-front-door.ts: transforms each prerendered page exactly as
 * the server's front door will (the same function) and writes its smallest gzip and Brotli copies
 * to `{distDir}/front-door`, named after the transformed bytes' hash (src/lib/http/page-copies.ts).
 * Prints what they save against the levels the server would use on a request.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir } from '../src/lib/dist-dir'
import { PAGE_COPIES_DIR, pageCopyFile, pageHash } from '../src/lib/http/page-copies'
import { frontDoorTransform } from '../src/lib/http/page-transform'
import { prerenderedPages } from '../src/lib/http/prerendered-pages'
import { SmallestEncoder } from './lib/smallest-encodings'

const started = performance.now()
const dir = join(distDir(), PAGE_COPIES_DIR)
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

const transform = frontDoorTransform(console)
const encoder = new SmallestEncoder()
const pages = prerenderedPages(distDir())
let zlibBest = 0
let zopfli = 0
let brotli = 0
await Promise.all(
  pages.map(async (page) => {
    const html = transform(readFileSync(page.file!), page.route)
    const hash = pageHash(html)
    const copies = await encoder.encode(html)
    writeFileSync(pageCopyFile(dir, hash, 'gzip'), copies.gzip)
    writeFileSync(pageCopyFile(dir, hash, 'br'), copies.br)
    zlibBest += gzipSync(html, { level: 9 }).length
    zopfli += copies.gzip.length
    brotli += copies.br.length
  }),
)
await encoder.close()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`✓ smallest copies of ${pages.length} prerendered pages in ${seconds} s: gzip ${kb(zlibBest)} at level 9 → ${kb(zopfli)} by Zopfli, Brotli ${kb(brotli)} at quality 11`)
