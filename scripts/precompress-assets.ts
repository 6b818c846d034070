/**
 * After `next build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside each script and
 * stylesheet in `{distDir}/static`, once, for the server's front door to answer with
 * (src/lib/http/static-assets.ts). Next.js itself would gzip each answer again, at a lower level.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { distDir } from '../src/lib/dist-dir'
import { filesUnder } from '../src/lib/files-under'
import { compressibleType, PRECOMPRESSED } from '../src/lib/http/static-assets'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

const root = join(distDir(), 'static')
const files = filesUnder(root).filter((file) => compressibleType(file) !== undefined)
let original = 0
let brotli = 0
// zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file)
    const [brBytes, gzBytes] = await Promise.all([
      br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 9 }),
    ])
    writeFileSync(file + PRECOMPRESSED.br, brBytes)
    writeFileSync(file + PRECOMPRESSED.gzip, gzBytes)
    original += bytes.length
    brotli += brBytes.length
  }),
)
console.log(`✓ precompressed ${files.length} scripts and stylesheets: ${(original / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB in Brotli`)
