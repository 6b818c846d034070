/**
 * React's Flight wire format (the "RSC payload"), split into rows and joined again byte for byte.
 * A row is `{hex id}:{tag}{data}`. Text and binary rows give their length in bytes (`1f:T4a0,…`);
 * every other row ends at a newline, and a row with no tag letter is a JSON model. The tag sets are
 * those of React's own client (processBinaryChunk in react-server-dom).
 */
export interface FlightRow {
  /** Hex id; empty for hint rows (`:HL[…]`). */
  id: string
  /** 'T' text, a binary tag (length-prefixed), another letter, or '' for a JSON model row. */
  tag: string
  /** The row's data after the tag (and after the length for length-prefixed rows), as bytes. */
  data: Uint8Array
}

/** Tags whose rows carry a hex byte length and a comma, then that many bytes. */
const LENGTH_PREFIXED = new Set('TAOobUSsLlGgMmV')

const COLON = 0x3a
const COMMA = 0x2c
const NEWLINE = 0x0a

export class FlightFormatError extends Error {}

export function isLengthPrefixed(tag: string): boolean {
  return LENGTH_PREFIXED.has(tag)
}

function isNewlineTag(char: string): boolean {
  return (char >= 'A' && char <= 'Z') || char === '#' || char === 'r' || char === 'x'
}

export function parseFlightRows(bytes: Uint8Array): FlightRow[] {
  const rows: FlightRow[] = []
  const text = (start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1')
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(COLON, at)
    if (colon === -1) throw new FlightFormatError(`row without an id at byte ${at}`)
    const id = text(at, colon)
    if (!/^[0-9a-f]*$/.test(id)) throw new FlightFormatError(`row id ${JSON.stringify(id.slice(0, 16))} is not hex`)
    const char = colon + 1 < bytes.length ? String.fromCharCode(bytes[colon + 1]) : ''
    if (LENGTH_PREFIXED.has(char)) {
      const comma = bytes.indexOf(COMMA, colon + 2)
      const length = comma === -1 ? NaN : parseInt(text(colon + 2, comma), 16)
      if (!Number.isInteger(length) || comma + 1 + length > bytes.length) throw new FlightFormatError(`row ${id}: bad length`)
      rows.push({ id, tag: char, data: bytes.subarray(comma + 1, comma + 1 + length) })
      at = comma + 1 + length
      continue
    }
    const tag = isNewlineTag(char) ? char : ''
    const start = colon + 1 + tag.length
    const newline = bytes.indexOf(NEWLINE, start)
    if (newline === -1) throw new FlightFormatError(`row ${id}: no newline at its end`)
    rows.push({ id, tag, data: bytes.subarray(start, newline) })
    at = newline + 1
  }
  return rows
}

export function serializeFlightRows(rows: readonly FlightRow[]): Buffer {
  const parts: Uint8Array[] = []
  for (const row of rows) {
    if (LENGTH_PREFIXED.has(row.tag)) {
      parts.push(Buffer.from(`${row.id}:${row.tag}${row.data.length.toString(16)},`, 'latin1'), row.data)
    } else {
      parts.push(Buffer.from(`${row.id}:${row.tag}`, 'latin1'), row.data, Buffer.from([NEWLINE]))
    }
  }
  return Buffer.concat(parts)
}

/** A JSON model row's value. */
export function rowJson(row: FlightRow): unknown {
  return JSON.parse(Buffer.from(row.data).toString('utf8'))
}

export function jsonRow(id: string, value: unknown): FlightRow {
  return { id, tag: '', data: Buffer.from(JSON.stringify(value), 'utf8') }
}
