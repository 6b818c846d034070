/**
 * After `next build`: writes the smallest Brotli and gzip copy (scripts/lib/smallest-encodings.ts)
 * beside each script and stylesheet in `{distDir}/static`, as `{file}.br` and `{file}.gz`, once, for
 * the site's server to answer with (src/server/static-files.ts). File names carry a hash of their
 * content, so a copy always matches the file beside it. Next.js itself would gzip each answer again,
 * at a lower level. Fonts and images are compressed by their own formats.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import { filesUnder } from '../src/lib/files-under'
import { SmallestEncoder } from './lib/smallest-encodings'

const root = join(distDir(), 'static')
const files = filesUnder(root).filter((file) => /\.(?:js|css)$/.test(file))
const encoder = new SmallestEncoder()
let original = 0
let brotli = 0
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file)
    const copies = await encoder.encode(bytes)
    writeFileSync(`${file}.br`, copies.br)
    writeFileSync(`${file}.gz`, copies.gzip)
    original += bytes.length
    brotli += copies.br.length
  }),
)
await encoder.close()
console.log(`✓ precompressed ${files.length} scripts and stylesheets: ${(original / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB in Brotli`)
