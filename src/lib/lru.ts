export interface LruLimits<V> {
  /** Most entries kept. */
  entries: number
  /** Most bytes kept, as `sizeOf` counts them; unlimited when absent. */
  bytes?: number
  sizeOf?: (value: V) => number
}

/** A map bounded by entries and by bytes, forgetting the least recently used first. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>()
  readonly #maxEntries: number
  readonly #maxBytes: number
  readonly #sizeOf: (value: V) => number
  #bytes = 0

  constructor(limits: number | LruLimits<V>) {
    const { entries, bytes = Infinity, sizeOf = () => 0 } = typeof limits === 'number' ? { entries: limits } : limits
    if (!Number.isInteger(entries) || entries < 1) throw new Error('LruCache capacity must be a positive integer')
    if (!(bytes > 0)) throw new Error('LruCache byte limit must be positive')
    this.#maxEntries = entries
    this.#maxBytes = bytes
    this.#sizeOf = sizeOf
  }

  get size(): number {
    return this.#entries.size
  }

  /** Bytes held, as `sizeOf` counts them. */
  get bytes(): number {
    return this.#bytes
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    // Re-inserting moves the key to the end: Map iterates in insertion order, oldest first.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** Stores a value; one larger than the whole byte limit is not kept (nor does it evict anything). */
  set(key: K, value: V): void {
    this.#remove(key)
    const size = this.#sizeOf(value)
    if (size > this.#maxBytes) return
    this.#entries.set(key, { value, size })
    this.#bytes += size
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) this.#remove(this.#entries.keys().next().value as K)
  }

  #remove(key: K): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.size
  }
}
