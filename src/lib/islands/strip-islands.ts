import { isElementTuple, parseReference, resolvePath, stringsIn } from './flight-references'
import { FlightFormatError, isLengthPrefixed, jsonRow, parseFlightRows, rowJson, serializeFlightRows, type FlightRow } from './flight-rows'
import { ISLAND_PROP } from './names'

export interface StrippedFlight {
  bytes: Buffer
  /** Islands whose content was cut, by name. */
  islands: string[]
  /** Inline scripts whose text was cut: the browser ran it from the HTML, and React never reads it back. */
  inlineScripts: number
  /** Rows dropped because only island content referred to them. */
  droppedRows: number
  /** Client components the islands' content holds: they would never be hydrated, so this should be empty. */
  clientComponents: string[]
}

/** The root row: the page's whole tree starts there. */
const ROOT_ID = '0'

/**
 * Cuts the content of every static island (src/components/StaticIsland.tsx) out of a page's
 * Flight payload: the `children` of each island element, and then every row nothing else refers
 * to any more. The island shows the server's markup without being hydrated, so the browser never
 * needs that content as data on a first load. The text of each inline script goes too (the head's
 * init scripts): the browser runs it from the HTML, and hydration neither compares nor rewrites
 * `dangerouslySetInnerHTML`. Throws FlightFormatError when the payload is not as
 * expected or when anything outside an island points into one, so a page is never half cut.
 */
export function stripIslands(flight: Uint8Array): StrippedFlight {
  const rows = parseFlightRows(flight)
  const values = new Map<string, unknown>()
  for (const row of rows) if (row.tag === '' && row.id !== '') values.set(row.id, rowJson(row))
  if (!values.has(ROOT_ID)) throw new FlightFormatError('no root row')

  const islands: string[] = []
  const content: unknown[] = []
  let inlineScripts = 0
  const stripped = new Map(values)
  for (const [id, value] of values) {
    const cut = mapCuts(value, {
      island: (name, children) => {
        islands.push(name)
        content.push(children)
      },
      inlineScript: () => inlineScripts++,
    })
    if (cut !== value) stripped.set(id, cut)
  }
  if (islands.length === 0 && inlineScripts === 0) return { bytes: Buffer.from(flight), islands, inlineScripts, droppedRows: 0, clientComponents: [] }

  const tagged = taggedRows(rows)
  const reachable = rowsReferencedFrom([`$${ROOT_ID}`], stripped, tagged)
  // What is still sent may point into a row by path: that part must be what it was.
  for (const id of reachable) {
    for (const { id: target, path } of pathReferences(stripped.get(id))) {
      const was = resolvePath(values, target, path)
      if (was === undefined) throw new FlightFormatError(`reference $${target}:${path.join(':')} leads nowhere`)
      if (JSON.stringify(resolvePath(stripped, target, path)) !== JSON.stringify(was)) {
        throw new FlightFormatError(`reference $${target}:${path.join(':')} points into a static island`)
      }
    }
  }

  const kept: FlightRow[] = []
  for (const row of rows) {
    if (row.id !== '' && !reachable.has(row.id)) continue
    kept.push(row.tag === '' && stripped.get(row.id) !== values.get(row.id) ? jsonRow(row.id, stripped.get(row.id)) : row)
  }
  const clientComponents = clientComponentsIn(content, values, tagged)
  return { bytes: serializeFlightRows(kept), islands, inlineScripts, droppedRows: rows.length - kept.length, clientComponents }
}

interface CutListener {
  island: (name: string, children: unknown) => void
  inlineScript: () => void
}

/** A copy of `value` with each island element's children and each inline script's text removed, each cut told to `found`. */
function mapCuts(value: unknown, found: CutListener): unknown {
  if (Array.isArray(value)) {
    if (isElementTuple(value) && isIslandProps(value[3])) {
      const { children, ...props } = value[3]
      found.island(props[ISLAND_PROP] as string, children)
      return [value[0], value[1], value[2], props, ...value.slice(4)]
    }
    if (isElementTuple(value) && value[1] === 'script' && hasInlineText(value[3])) {
      found.inlineScript()
      return [value[0], value[1], value[2], { ...value[3], dangerouslySetInnerHTML: { __html: '' } }, ...value.slice(4)]
    }
    let copy: unknown[] | undefined
    value.forEach((item, index) => {
      const mapped = mapCuts(item, found)
      if (mapped !== item) (copy ??= [...value])[index] = mapped
    })
    return copy ?? value
  }
  if (value !== null && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined
    for (const [key, item] of Object.entries(value)) {
      const mapped = mapCuts(item, found)
      if (mapped !== item) (copy ??= { ...value })[key] = mapped
    }
    return copy ?? value
  }
  return value
}

/** A script element's props with text in `dangerouslySetInnerHTML` (a string, or a reference to a text row). */
function hasInlineText(props: Record<string, unknown>): boolean {
  const inner = props.dangerouslySetInnerHTML
  if (inner === null || typeof inner !== 'object' || !Object.hasOwn(inner, '__html')) return false
  const html = (inner as Record<string, unknown>).__html
  return typeof html === 'string' && html !== ''
}

function isIslandProps(props: unknown): props is Record<string, unknown> {
  if (props === null || typeof props !== 'object' || !Object.hasOwn(props, 'children')) return false
  const name = (props as Record<string, unknown>)[ISLAND_PROP]
  // A name that is a reference would be a value imported from a client module: a mistake, not an island.
  if (typeof name === 'string' && name.startsWith('$')) throw new FlightFormatError(`an island's name is the reference ${name}, not a string`)
  return typeof name === 'string'
}

function* pathReferences(value: unknown): Generator<{ id: string; path: string[] }> {
  for (const text of stringsIn(value)) {
    const reference = parseReference(text)
    if (reference?.path) yield { id: reference.id, path: reference.path }
  }
}

/** The text of each tagged row that is not length-prefixed (`I[…]` imports, errors), by id. */
function taggedRows(rows: readonly FlightRow[]): Map<string, { tag: string; text: string }> {
  const tagged = new Map<string, { tag: string; text: string }>()
  for (const row of rows) if (row.tag !== '' && row.id !== '' && !isLengthPrefixed(row.tag)) tagged.set(row.id, { tag: row.tag, text: Buffer.from(row.data).toString('utf8') })
  return tagged
}

/** Ids of the rows these strings refer to, directly or through other rows. */
function rowsReferencedFrom(strings: Iterable<string>, values: ReadonlyMap<string, unknown>, tagged: ReadonlyMap<string, { text: string }>): Set<string> {
  const reached = new Set<string>()
  const queue = [...strings]
  while (queue.length > 0) {
    const reference = parseReference(queue.pop()!)
    if (!reference || reached.has(reference.id)) continue
    reached.add(reference.id)
    queue.push(...(values.has(reference.id) ? stringsIn(values.get(reference.id)) : stringsInTaggedRow(tagged.get(reference.id)?.text)))
  }
  return reached
}

/**
 * The client components a part of the payload renders: the import rows its elements refer to,
 * following references to other rows, and to parts of rows only as far as those parts.
 */
function clientComponentsIn(content: unknown, values: ReadonlyMap<string, unknown>, tagged: ReadonlyMap<string, { tag: string; text: string }>): string[] {
  const names = new Set<string>()
  const seen = new Set<string>()
  const queue = [...stringsIn(content)]
  while (queue.length > 0) {
    const text = queue.pop()!
    const reference = parseReference(text)
    if (!reference || seen.has(text)) continue
    seen.add(text)
    const row = tagged.get(reference.id)
    if (reference.path) queue.push(...stringsIn(resolvePath(values, reference.id, reference.path)))
    else if (row?.tag === 'I') names.add(importName(row.text, values))
    else queue.push(...stringsIn(values.get(reference.id)))
  }
  return [...names]
}

/** An import row's export name (`I[id, chunks, "Name"]`, the name possibly a string row of its own). */
function importName(text: string, values: ReadonlyMap<string, unknown>): string {
  const name = (JSON.parse(text) as unknown[])[2]
  const reference = typeof name === 'string' ? parseReference(name) : undefined
  const resolved = reference ? values.get(reference.id) : name
  return typeof resolved === 'string' ? resolved : '(unnamed)'
}

/** Tagged rows (`I[…]` imports, errors) hold JSON after the tag; their strings may name rows too (`"$2"`). */
function* stringsInTaggedRow(text: string | undefined): Generator<string> {
  if (text === undefined) return
  try {
    yield* stringsIn(JSON.parse(text))
  } catch {
    // Not JSON: it refers to nothing.
  }
}
