import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { filesUnder } from '../files-under'
import { LruCache } from '../lru'
import type { Encoding } from './accept-encoding'

/**
 * The file suffix of each compressed copy the build writes: beside each script and stylesheet
 * (`scripts/precompress-assets.ts`; file names carry a hash of their content, so a copy always
 * matches the file it sits beside) and for the prebuilt pages (page-copies.ts).
 */
export const PRECOMPRESSED: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' }

/** The assets worth compressing, by extension; the rest (fonts, images) are compressed already or small. */
const COMPRESSIBLE_TYPES = new Map([
  ['.js', 'application/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
])

/** Assets compressed by their own format, answered as they are: the page font, which every first visit waits for. */
const AS_IS_TYPES = new Map([['.woff2', 'font/woff2']])

const extension = (file: string) => file.slice(file.lastIndexOf('.'))

/** The content type of a script or stylesheet; undefined for any other file. */
export const compressibleType = (file: string): string | undefined => COMPRESSIBLE_TYPES.get(extension(file))

/** Hashed file names: an asset never changes under its address. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export interface StaticAsset {
  file: string
  contentType: string
  /** The compressed copies the build made; only `identity` for a file answered as it is. */
  encodings: Set<Encoding>
}

/**
 * The build's browser scripts and stylesheets (`{distDir}/static`) with the compressed copies made
 * at build time, and its fonts, by address. The front door answers scripts and stylesheets in Brotli
 * or gzip from those copies, where Next.js would gzip each answer again, and fonts as they are,
 * without Next.js's pipeline; the bytes are kept in a cache bounded by bytes.
 */
export class StaticAssets {
  readonly #assets: Map<string, StaticAsset>
  readonly #bytes: LruCache<string, Buffer>

  constructor(assets: Map<string, StaticAsset>, cacheBytes: number) {
    this.#assets = assets
    this.#bytes = new LruCache<string, Buffer>({ entries: 10_000, bytes: cacheBytes, sizeOf: (bytes) => bytes.length })
  }

  /** Every compressible asset that has a compressed copy, and every font, addressed as `{basePath}/_next/static/…`. */
  static fromBuild(distDir: string, basePath: string, cacheBytes: number): StaticAssets {
    const root = join(distDir, 'static')
    const assets = new Map<string, StaticAsset>()
    if (existsSync(root)) {
      for (const file of filesUnder(root)) {
        const address = `${basePath}/_next/static/${relative(root, file).split(sep).join('/')}`
        const asIs = AS_IS_TYPES.get(extension(file))
        if (asIs) {
          assets.set(address, { file, contentType: asIs, encodings: new Set(['identity']) })
          continue
        }
        const contentType = compressibleType(file)
        if (!contentType) continue
        const encodings = new Set<Encoding>((Object.keys(PRECOMPRESSED) as Array<keyof typeof PRECOMPRESSED>).filter((encoding) => existsSync(file + PRECOMPRESSED[encoding])))
        if (encodings.size === 0) continue
        assets.set(address, { file, contentType, encodings })
      }
    }
    return new StaticAssets(assets, cacheBytes)
  }

  /** The asset at a request's path (its query ignored), if the build has one. */
  get(url: string): StaticAsset | undefined {
    const path = url.split('?', 1)[0]
    return this.#assets.get(path)
  }

  /** The asset's bytes in an encoding it has a copy in (`identity`: the file itself), read once and then kept. */
  async body(asset: StaticAsset, encoding: Encoding): Promise<Buffer> {
    const file = encoding === 'identity' ? asset.file : asset.file + PRECOMPRESSED[encoding]
    const hit = this.#bytes.get(file)
    if (hit) return hit
    const bytes = await readFile(file)
    this.#bytes.set(file, bytes)
    return bytes
  }
}
