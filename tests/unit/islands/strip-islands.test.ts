import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FlightFormatError, parseFlightRows, serializeFlightRows } from '@/lib/islands/flight-rows'
import { stripIslands } from '@/lib/islands/strip-islands'

/** Payloads written by React's own Flight server (render-flight.mjs), by scenario. */
let payloads: Record<string, Buffer>

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--conditions=react-server', 'tests/unit/islands/render-flight.mjs'], { env: { ...process.env, NODE_ENV: 'production' } })
  payloads = Object.fromEntries(Object.entries(JSON.parse(out.toString()) as Record<string, string>).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]))
})

// React's own Flight client reads the payloads back; client components resolve to named stand-ins.
const require = createRequire(import.meta.url)
const { createFromNodeStream } = require('next/dist/compiled/react-server-dom-webpack/client.node') as {
  createFromNodeStream: (stream: Readable, manifest: unknown) => Promise<unknown>
}
const globals = globalThis as Record<string, unknown>
// Next.js's copy of the client loads modules through these globals.
beforeAll(() => {
  // render-flight.mjs names each client module after its one export: `Widget.js` exports `Widget`.
  globals.__next_require__ = (id: string) => {
    const name = id.replace(/\.js$/, '')
    return { [name]: Object.assign(() => null, { clientName: `${id}#${name}` }) }
  }
  globals.__next_chunk_load__ = () => Promise.resolve()
})
afterAll(() => {
  delete globals.__next_require__
  delete globals.__next_chunk_load__
})

const LAZY = Symbol.for('react.lazy')
type Lazy = { $$typeof: symbol; _init: (payload: unknown) => unknown; _payload: unknown }

/** A decoded tree as plain data: lazy parts resolved, elements as { type, props }. */
function plain(value: unknown): unknown {
  while (value && (value as Lazy).$$typeof === LAZY) value = (value as Lazy)._init((value as Lazy)._payload)
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object' && '$$typeof' in value) {
    const element = value as unknown as { type: unknown; props: unknown }
    const type = plain(element.type)
    return { type: typeof type === 'function' ? (type as { clientName?: string }).clientName : type, props: plain(element.props) }
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]))
  return value
}

async function decode(bytes: Buffer): Promise<unknown> {
  const moduleMap = new Proxy({}, { get: (_, id) => new Proxy({}, { get: (__, name) => ({ id, chunks: [], name }) }) })
  const tree = await createFromNodeStream(Readable.from([bytes]), { moduleMap, serverModuleMap: null, moduleLoading: null })
  return plain(tree)
}

/** The decoded tree with every island's children taken away: what a stripped payload must decode to. */
function withoutIslandContent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIslandContent)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([key]) => !(key === 'children' && 'staticIsland' in value))
    return Object.fromEntries(entries.map(([key, item]) => [key, withoutIslandContent(item)]))
  }
  return value
}

describe('Flight rows', () => {
  it('split a payload and join it again byte for byte, text rows included', () => {
    for (const payload of Object.values(payloads)) expect(serializeFlightRows(parseFlightRows(payload)).equals(payload)).toBe(true)
    const tags = parseFlightRows(payloads.islands).map((row) => row.tag)
    expect(tags).toContain('T')
    expect(tags).toContain('I')
  })

  it('refuse a payload that is cut short or has no id', () => {
    expect(() => parseFlightRows(payloads.islands.subarray(0, payloads.islands.indexOf(':Tc80,') + 40))).toThrow(FlightFormatError)
    expect(() => parseFlightRows(Buffer.from('0:["$","p",null,{}]'))).toThrow(/no newline/)
    expect(() => parseFlightRows(Buffer.from('zz:[]\n'))).toThrow(/not hex/)
  })
})

describe('cutting static islands from a payload', () => {
  it('takes away each island’s children and every row only they used; the rest decodes as before', async () => {
    const original = payloads.islands
    const stripped = stripIslands(original)
    expect(stripped.islands).toEqual(['article', 'toc'])
    // The two long texts, the island's own client component element and the shared svg rows.
    expect(stripped.droppedRows).toBe(5)
    expect(stripped.bytes.length).toBeLessThan(original.length / 3)
    expect(await decode(stripped.bytes)).toEqual(withoutIslandContent(await decode(original)))
    // The client component used outside the islands is still there; the one inside is reported.
    expect(JSON.stringify(await decode(stripped.bytes))).toContain('Widget.js#Widget')
    expect(stripped.clientComponents).toEqual(['Widget'])
  })

  it('keeps what an island shares with the rest of the page when the page showed it first', async () => {
    const stripped = stripIslands(payloads.sharedFromOutside)
    expect(stripped.islands).toEqual(['article'])
    expect(stripped.clientComponents).toEqual([])
    expect(await decode(stripped.bytes)).toEqual(withoutIslandContent(await decode(payloads.sharedFromOutside)))
  })

  it('refuses to cut when the rest of the page points into an island', () => {
    expect(() => stripIslands(payloads.sharedFromInside)).toThrow(/points into a static island/)
  })

  it('cuts the text of an inline script, which the browser ran from the HTML, and its text row', async () => {
    const original = payloads.inlineScript
    expect(original.toString()).toContain('init();')
    const stripped = stripIslands(original)
    expect(stripped.inlineScripts).toBe(1)
    expect(stripped.islands).toEqual(['article'])
    expect(stripped.bytes.toString()).not.toContain('init();')
    expect(parseFlightRows(stripped.bytes).map((row) => row.tag)).not.toContain('T')
    const scripts = JSON.stringify(await decode(stripped.bytes)).match(/\{"type":"script","props":\{[^}]*\}+/g)
    expect(scripts).toEqual(['{"type":"script","props":{"dangerouslySetInnerHTML":{"__html":""}}}', '{"type":"script","props":{"src":"/polyfill.js","noModule":true}}'])
  })

  it('leaves a payload without islands or inline scripts as it is', () => {
    const result = stripIslands(payloads.none)
    expect(result.islands).toEqual([])
    expect(result.inlineScripts).toBe(0)
    expect(result.bytes.equals(payloads.none)).toBe(true)
  })
})
