/** A map that keeps at most `capacity` entries, forgetting the least recently used first. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>()

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('LruCache capacity must be a positive integer')
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key)!
    // Re-inserting moves the key to the end: Map iterates in insertion order, oldest first.
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K)
  }
}
