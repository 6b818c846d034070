import { brotliDecompressSync, inflateSync } from 'node:zlib'

/**
 * The code points a font maps to a glyph, read from its `cmap` table. Accepts WOFF (what
 * @fontsource ships and satori reads), WOFF2 (the pages' font) and plain TrueType/OpenType. Only the subtable formats fonts
 * use for Unicode are read: 4 (the Basic Multilingual Plane) and 12 (all planes).
 */
export function mappedCodePoints(font: Uint8Array): Set<number> {
  const cmap = cmapTable(font)
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength)
  const points = new Set<number>()
  const subtables = view.getUint16(2)
  for (let i = 0; i < subtables; i++) {
    const record = 4 + i * 8
    const platform = view.getUint16(record)
    const encoding = view.getUint16(record + 2)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode) continue
    const offset = view.getUint32(record + 4)
    const format = view.getUint16(offset)
    if (format === 4) readFormat4(view, offset, points)
    else if (format === 12) readFormat12(view, offset, points)
  }
  return points
}

function cmapTable(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const signature = view.getUint32(0)
  if (signature === 0x774f4632) return woff2CmapTable(font, view) // 'wOF2'
  const isWoff = signature === 0x774f4646 // 'wOFF'
  const tables = view.getUint16(isWoff ? 12 : 4)
  const directory = isWoff ? 44 : 12
  const entrySize = isWoff ? 20 : 16
  for (let i = 0; i < tables; i++) {
    const entry = directory + i * entrySize
    if (view.getUint32(entry) !== 0x636d6170) continue // 'cmap'
    if (!isWoff) return font.subarray(view.getUint32(entry + 8), view.getUint32(entry + 8) + view.getUint32(entry + 12))
    const offset = view.getUint32(entry + 4)
    const stored = view.getUint32(entry + 8)
    const length = view.getUint32(entry + 12)
    const data = font.subarray(offset, offset + stored)
    return stored < length ? new Uint8Array(inflateSync(data)) : data
  }
  throw new Error('font has no cmap table')
}

function readFormat4(view: DataView, offset: number, into: Set<number>): void {
  const segments = view.getUint16(offset + 6) / 2
  const ends = offset + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + s * 2)
    const start = view.getUint16(starts + s * 2)
    const delta = view.getInt16(deltas + s * 2)
    const rangeOffsetAt = rangeOffsets + s * 2
    const rangeOffset = view.getUint16(rangeOffsetAt)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        const glyphAt = rangeOffsetAt + rangeOffset + (code - start) * 2
        const raw = glyphAt + 2 <= view.byteLength ? view.getUint16(glyphAt) : 0
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) into.add(code)
    }
  }
}

function readFormat12(view: DataView, offset: number, into: Set<number>): void {
  const groups = view.getUint32(offset + 12)
  for (let g = 0; g < groups; g++) {
    const group = offset + 16 + g * 12
    const start = view.getUint32(group)
    const end = view.getUint32(group + 4)
    const firstGlyph = view.getUint32(group + 8)
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) into.add(code)
  }
}

/** WOFF2's known-table index of `cmap`, and the tables whose transform version 0 means "transformed". */
const WOFF2_CMAP_INDEX = 0
const WOFF2_GLYF_INDEX = 10
const WOFF2_LOCA_INDEX = 11

function readUIntBase128(view: DataView, at: number): { value: number; next: number } {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = view.getUint8(at + i)
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) return { value, next: at + i + 1 }
  }
  throw new Error('font has a malformed WOFF2 table directory')
}

/**
 * WOFF2 keeps every table in one Brotli stream, in directory order with no padding; each entry
 * gives the table's stored length (its transformed length where it is transformed).
 */
function woff2CmapTable(font: Uint8Array, view: DataView): Uint8Array {
  const tables = view.getUint16(12)
  const compressedLength = view.getUint32(20)
  let at = 48
  let offset = 0
  let cmap: { offset: number; length: number } | undefined
  for (let i = 0; i < tables; i++) {
    const flags = view.getUint8(at)
    const index = flags & 0x3f
    const version = flags >> 6
    at += index === 63 ? 5 : 1
    const original = readUIntBase128(view, at)
    at = original.next
    const glyfOrLoca = index === WOFF2_GLYF_INDEX || index === WOFF2_LOCA_INDEX
    const transformed = glyfOrLoca ? version !== 3 : version !== 0
    let stored = original.value
    if (transformed) {
      const transform = readUIntBase128(view, at)
      at = transform.next
      stored = transform.value
    }
    if (index === WOFF2_CMAP_INDEX) cmap = { offset, length: stored }
    offset += stored
  }
  if (!cmap) throw new Error('font has no cmap table')
  const data = brotliDecompressSync(font.subarray(at, at + compressedLength))
  return new Uint8Array(data.buffer, data.byteOffset + cmap.offset, cmap.length)
}
