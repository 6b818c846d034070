/**
 * After `next build`: writes the smallest Brotli and gzip copy (scripts/lib/smallest-encodings.ts)
 * beside each script and stylesheet in `{distDir}/static`, once, for the server's front door to
 * answer with (src/lib/http/static-assets.ts). Next.js itself would gzip each answer again, at a
 * lower level.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../src/lib/dist-dir'
import { filesUnder } from '../src/lib/files-under'
import { compressibleType, PRECOMPRESSED } from '../src/lib/http/static-assets'
import { SmallestEncoder } from './lib/smallest-encodings'

const root = join(distDir(), 'static')
const files = filesUnder(root).filter((file) => compressibleType(file) !== undefined)
const encoder = new SmallestEncoder()
let original = 0
let brotli = 0
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file)
    const copies = await encoder.encode(bytes)
    writeFileSync(file + PRECOMPRESSED.br, copies.br)
    writeFileSync(file + PRECOMPRESSED.gzip, copies.gzip)
    original += bytes.length
    brotli += copies.br.length
  }),
)
await encoder.close()
console.log(`✓ precompressed ${files.length} scripts and stylesheets: ${(original / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB in Brotli`)
