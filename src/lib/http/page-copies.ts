import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Encoding } from './accept-encoding'
import { PRECOMPRESSED } from './static-assets'

/**
 * Compressed copies of the front door's prebuilt pages made at build time, as small as each format
 * allows (scripts/precompress-pages.ts): gzip by Zopfli, too slow to run on a request, and Brotli
 * at quality 11, made ahead so no first request waits for it. Each file is named after the hash of
 * the page bytes it holds, so a copy is only ever served for exactly those bytes; a page without
 * one (rendered on demand) is compressed on its first request (prerendered-pages.ts).
 */
export const PAGE_COPIES_DIR = 'front-door'

/** The hash a page's bytes are known by: its ETag's stem, and its copies' file name. */
export function pageHash(html: Uint8Array): string {
  return createHash('sha1').update(html).digest('base64url').slice(0, 20)
}

export function pageCopyFile(dir: string, hash: string, encoding: Exclude<Encoding, 'identity'>): string {
  return join(dir, hash + PRECOMPRESSED[encoding])
}

/** The build's copy of the page with this hash in `encoding`, if the build made one. */
export async function readPageCopy(dir: string, hash: string, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer | undefined> {
  try {
    return await readFile(pageCopyFile(dir, hash, encoding))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
