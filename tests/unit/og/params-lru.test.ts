import { describe, expect, it } from 'vitest'
import { LruCache } from '@/lib/lru'
import { OG_DESCRIPTION_MAX, OG_TITLE_MAX, parseOgParams } from '@/lib/og/params'

describe('parseOgParams', () => {
  it('reads title and description, defaulting to empty', () => {
    expect(parseOgParams(new URLSearchParams('title=A&description=B'))).toEqual({ ok: true, params: { title: 'A', description: 'B' } })
    expect(parseOgParams(new URLSearchParams(''))).toEqual({ ok: true, params: { title: '', description: '' } })
  })

  it('takes the first of repeated values and ignores other parameters', () => {
    expect(parseOgParams(new URLSearchParams('title=A&title=B&utm_source=x'))).toEqual({ ok: true, params: { title: 'A', description: '' } })
  })

  it('rejects values over the caps, naming the field', () => {
    const title = parseOgParams(new URLSearchParams({ title: 'x'.repeat(OG_TITLE_MAX + 1) }))
    expect(title).toEqual({ ok: false, error: `title: at most ${OG_TITLE_MAX} characters` })
    const description = parseOgParams(new URLSearchParams({ description: 'x'.repeat(OG_DESCRIPTION_MAX + 1) }))
    expect(description.ok).toBe(false)
    expect(parseOgParams(new URLSearchParams({ title: 'x'.repeat(OG_TITLE_MAX) })).ok).toBe(true)
  })
})

describe('LruCache', () => {
  it('forgets the least recently used entry first', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('replaces a value without growing', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('a', 2)
    expect(cache.size).toBe(1)
    expect(cache.get('a')).toBe(2)
  })

  it('refuses a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow()
    expect(() => new LruCache({ entries: 2, bytes: 0 })).toThrow()
  })

  it('keeps at most the byte limit, forgetting the least recently used first', () => {
    const cache = new LruCache<string, Uint8Array>({ entries: 100, bytes: 10, sizeOf: (value) => value.byteLength })
    cache.set('a', new Uint8Array(4))
    cache.set('b', new Uint8Array(4))
    cache.get('a')
    cache.set('c', new Uint8Array(4)) // 12 bytes: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.bytes).toBe(8)
  })

  it('counts a replaced value once', () => {
    const cache = new LruCache<string, Uint8Array>({ entries: 100, bytes: 10, sizeOf: (value) => value.byteLength })
    cache.set('a', new Uint8Array(6))
    cache.set('a', new Uint8Array(3))
    expect(cache.bytes).toBe(3)
    expect(cache.size).toBe(1)
  })

  it('does not keep a value larger than the whole limit, nor evict anything for it', () => {
    const cache = new LruCache<string, Uint8Array>({ entries: 100, bytes: 10, sizeOf: (value) => value.byteLength })
    cache.set('a', new Uint8Array(5))
    cache.set('huge', new Uint8Array(11))
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.bytes).toBe(5)
  })
})
