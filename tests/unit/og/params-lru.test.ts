import { describe, expect, it } from 'vitest'
import { LruCache } from '@/lib/lru'
import { OG_VALUE_MAX, parseOgParams } from '@/lib/og/params'

describe('parseOgParams', () => {
  const parse = (query: string) => parseOgParams(new URLSearchParams(query))
  const NOT_UTF8 = 'not UTF-8 text (malformed percent-encoding)'

  it('reads title and description, defaulting to empty', () => {
    expect(parse('title=A&description=B')).toEqual({ ok: true, params: { title: 'A', description: 'B' } })
    expect(parse('')).toEqual({ ok: true, params: { title: '', description: '' } })
  })

  it('takes the first of repeated values and ignores other parameters', () => {
    expect(parse('title=A&title=B&utm_source=x&junk=%FF')).toEqual({ ok: true, params: { title: 'A', description: '' } })
  })

  it('accepts a value of any length, cut to OG_VALUE_MAX code units', () => {
    expect(parse(`title=${'x'.repeat(3000)}&description=${'y'.repeat(OG_VALUE_MAX + 500)}`)).toEqual({
      ok: true,
      params: { title: 'x'.repeat(3000), description: 'y'.repeat(OG_VALUE_MAX) },
    })
  })

  it('rejects a value whose bytes are not UTF-8, naming the field', () => {
    for (const value of ['%FF', '%E6%97', 'a%ED%A0%80', '%C0%AF']) expect(parse(`title=${value}`), value).toEqual({ ok: false, error: `title: ${NOT_UTF8}` })
    expect(parse('title=%FF&description=%C0%AF')).toEqual({ ok: false, error: `title: ${NOT_UTF8}; description: ${NOT_UTF8}` })
  })

  it('reads a bad escape as the text it is, and accepts control characters (the card drops them, src/lib/og/text.ts)', () => {
    expect(parse('title=100%&description=%ZZ')).toEqual({ ok: true, params: { title: '100%', description: '%ZZ' } })
    expect(parse('title=a%00b%E2%80%AE')).toEqual({ ok: true, params: { title: 'a\u0000b\u202e', description: '' } })
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
