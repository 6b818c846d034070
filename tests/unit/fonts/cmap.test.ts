import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mappedCodePoints } from '@/lib/fonts/cmap'
import { fontDirectory } from '@/lib/og/fonts'

/** A TrueType file holding only a cmap table with the given subtables (platform 3). */
function fontWithCmap(subtables: Array<{ encoding: number; bytes: number[] }>): Uint8Array {
  const cmap: number[] = []
  const u16 = (into: number[], v: number) => into.push((v >> 8) & 0xff, v & 0xff)
  const u32 = (into: number[], v: number) => into.push((v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff)
  u16(cmap, 0)
  u16(cmap, subtables.length)
  let offset = 4 + subtables.length * 8
  for (const table of subtables) {
    u16(cmap, 3)
    u16(cmap, table.encoding)
    u32(cmap, offset)
    offset += table.bytes.length
  }
  for (const table of subtables) cmap.push(...table.bytes)
  const font: number[] = []
  u32(font, 0x00010000)
  u16(font, 1) // one table
  font.push(0, 0, 0, 0, 0, 0)
  font.push(...[0x63, 0x6d, 0x61, 0x70]) // 'cmap'
  u32(font, 0) // checksum
  u32(font, 12 + 16) // offset
  u32(font, cmap.length)
  return new Uint8Array([...font, ...cmap])
}

function format4(segments: Array<{ start: number; end: number; delta: number; glyphs?: number[] }>): number[] {
  const out: number[] = []
  const u16 = (v: number) => out.push((v >> 8) & 0xff, v & 0xff)
  const all = [...segments, { start: 0xffff, end: 0xffff, delta: 1 }]
  const count = all.length
  u16(4)
  u16(0) // length (unused by the reader)
  u16(0)
  u16(count * 2)
  u16(0)
  u16(0)
  u16(0)
  for (const s of all) u16(s.end)
  u16(0)
  for (const s of all) u16(s.start)
  for (const s of all) u16(s.delta & 0xffff)
  // idRangeOffset: from its own position to the segment's first entry in glyphIdArray.
  let glyphIndex = 0
  const arrays: number[] = []
  all.forEach((s, i) => {
    if (!('glyphs' in s) || !s.glyphs) return u16(0)
    u16((count - i) * 2 + glyphIndex * 2)
    arrays.push(...s.glyphs)
    glyphIndex += s.glyphs.length
  })
  for (const glyph of arrays) u16(glyph)
  return out
}

function format12(groups: Array<[start: number, end: number, glyph: number]>): number[] {
  const out: number[] = []
  const u32 = (v: number) => out.push((v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff)
  out.push(0, 12, 0, 0)
  u32(16 + groups.length * 12)
  u32(0)
  u32(groups.length)
  for (const [start, end, glyph] of groups) {
    u32(start)
    u32(end)
    u32(glyph)
  }
  return out
}

describe('mappedCodePoints', () => {
  it('reads format 4 segments, by delta and through the glyph array, skipping glyph 0', () => {
    const font = fontWithCmap([
      { encoding: 1, bytes: format4([{ start: 0x41, end: 0x43, delta: 10 }, { start: 0x61, end: 0x63, delta: 0, glyphs: [5, 0, 7] }]) },
    ])
    expect([...mappedCodePoints(font)].sort((a, b) => a - b)).toEqual([0x41, 0x42, 0x43, 0x61, 0x63])
  })

  it('reads format 12 groups beyond the Basic Multilingual Plane', () => {
    const font = fontWithCmap([{ encoding: 10, bytes: format12([[0x1f600, 0x1f602, 3]]) }])
    expect([...mappedCodePoints(font)]).toEqual([0x1f600, 0x1f601, 0x1f602])
  })

  it('reads the compressed cmap of a WOFF file', () => {
    const inter = mappedCodePoints(readFileSync(join(fontDirectory(), 'inter-latin-400-normal.woff')))
    expect(inter.has('A'.codePointAt(0)!)).toBe(true)
    expect(inter.has('…'.codePointAt(0)!)).toBe(true)
    expect(inter.has('中'.codePointAt(0)!)).toBe(false)
  })

  it('refuses a font without a cmap table', () => {
    const font = fontWithCmap([])
    font[12] = 0x78 // rename the table
    expect(() => mappedCodePoints(font)).toThrow(/no cmap/)
  })
})

describe('mappedCodePoints on WOFF2', () => {
  it('reads the cmap out of the Brotli stream: the page font maps the same Latin characters as the WOFF it was cut from', async () => {
    const { PAGE_FONT } = await import('@/lib/fonts/page-font')
    const woff2 = mappedCodePoints(readFileSync(PAGE_FONT.source))
    const woff = mappedCodePoints(readFileSync(join(fontDirectory(), 'inter-latin-400-normal.woff')))
    expect(woff2.size).toBeGreaterThan(150)
    expect([...woff2].filter((point) => point > 0).sort((a, b) => a - b)).toEqual([...woff].filter((point) => point > 0).sort((a, b) => a - b))
  })
})
