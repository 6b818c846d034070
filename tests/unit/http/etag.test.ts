import { describe, expect, it } from 'vitest'
import { IF_NONE_MATCH_MAX, ifNoneMatchIncludes } from '@/lib/http/etag'
import { createOgService } from '@/lib/og/service'

const TAG = '"og-abc"'

describe('ifNoneMatchIncludes', () => {
  it('finds the tag in a list, whatever the spacing, and by weak comparison', () => {
    expect(ifNoneMatchIncludes(TAG, TAG)).toBe(true)
    expect(ifNoneMatchIncludes(`"a",${TAG}`, TAG)).toBe(true)
    expect(ifNoneMatchIncludes(`"a" ,\t ${TAG}  , "b"`, TAG)).toBe(true)
    expect(ifNoneMatchIncludes(`W/${TAG}`, TAG)).toBe(true)
    expect(ifNoneMatchIncludes('*', TAG)).toBe(true)
  })

  it('does not match other tags, empty pieces or no header', () => {
    expect(ifNoneMatchIncludes(null, TAG)).toBe(false)
    expect(ifNoneMatchIncludes('', TAG)).toBe(false)
    expect(ifNoneMatchIncludes(' , ,', TAG)).toBe(false)
    expect(ifNoneMatchIncludes('"og-abcd", "og-ab"', TAG)).toBe(false)
    expect(ifNoneMatchIncludes('og-abc', TAG)).toBe(false)
  })

  it('reads a header up to the bound and ignores a longer one, whatever it holds', () => {
    const padded = (length: number) => `"x"${' '.repeat(length - TAG.length - 4)},${TAG}`
    expect(padded(IF_NONE_MATCH_MAX)).toHaveLength(IF_NONE_MATCH_MAX)
    expect(ifNoneMatchIncludes(padded(IF_NONE_MATCH_MAX), TAG)).toBe(true)
    expect(ifNoneMatchIncludes(padded(IF_NONE_MATCH_MAX + 1), TAG)).toBe(false)
    expect(ifNoneMatchIncludes(`"x"${' '.repeat(15_000)},${TAG}`, TAG)).toBe(false)
  })
})

describe('the social image service and a hostile If-None-Match', () => {
  it('answers the full image (not 304) to an over-long header, even one naming the ETag', async () => {
    const service = createOgService({
      render: async () => new Uint8Array([1, 2, 3]),
      covers: () => true,
      brand: 'Nitric',
      address: 'nitric.io/docs',
      fallbackTitle: 'Nitric Documentation',
      fallbackDescription: 'Tagline',
    })
    const get = (headers?: HeadersInit) => service.respond(new Request('http://localhost/docs/api/og?title=Storage', { headers }))
    const etag = (await get()).headers.get('etag')!
    expect((await get({ 'if-none-match': `"x",   ${etag}` })).status).toBe(304)
    // Spaces inside the value: Headers trims them at the ends.
    const hostile = await get({ 'if-none-match': `"x"${' '.repeat(15_000)},${etag}` })
    expect(hostile.status).toBe(200)
    expect(new Uint8Array(await hostile.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })
})
