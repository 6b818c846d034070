/**
 * The smallest gzip and Brotli a build can make of a file, for the copies the server answers with
 * (scripts/precompress-assets.ts, scripts/precompress-pages.ts): Brotli at quality 11, and gzip by
 * Zopfli, about 4% smaller than zlib's best and too slow to run on a request. Zopfli is synchronous
 * WebAssembly, so it runs in one worker thread per core; Brotli runs on libuv's thread pool.
 */
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { Worker } from 'node:worker_threads'

export interface SmallestEncodings {
  br: Buffer
  gzip: Buffer
}

/** Zopfli's passes: past a few, a page gains a few bytes for much more time. */
const ZOPFLI_ITERATIONS = 1

const brotli = promisify(brotliCompress)

type Reply = { id: number; bytes?: Uint8Array; error?: string }

export class SmallestEncoder {
  readonly #workers: Worker[]
  readonly #pending = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>()
  #next = 0

  constructor(threads = availableParallelism()) {
    this.#workers = Array.from({ length: Math.max(1, threads) }, () => {
      const worker = new Worker(new URL('./zopfli-worker.mjs', import.meta.url), { workerData: { iterations: ZOPFLI_ITERATIONS } })
      worker.on('message', ({ id, bytes, error }: Reply) => {
        const job = this.#pending.get(id)
        this.#pending.delete(id)
        if (error !== undefined || !bytes) job?.reject(new Error(`zopfli: ${error}`))
        else job?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      })
      worker.on('error', (error) => {
        for (const job of this.#pending.values()) job.reject(error)
        this.#pending.clear()
      })
      return worker
    })
  }

  async encode(bytes: Uint8Array): Promise<SmallestEncodings> {
    const [br, gzip] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
      this.#zopfli(bytes),
    ])
    return { br, gzip }
  }

  #zopfli(bytes: Uint8Array): Promise<Buffer> {
    const id = this.#next++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#workers[id % this.#workers.length].postMessage({ id, bytes })
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()))
  }
}
