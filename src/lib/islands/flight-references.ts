/**
 * References between Flight rows. A JSON model refers to another row with a string: `"$1f"`, a
 * lazy `"$L1f"`, a promise `"$@1f"`, a Map `"$Q1f"`, …, and since React 19.1 to a part of a row
 * with a path: `"$22:props:children:1"` (an object written twice is sent once and then pointed at).
 * `"$$…"` is a string that begins with a dollar. Anything else that begins with `$` (`"$undefined"`,
 * `"$Sreact.fragment"`, dates, …) refers to no row; the pattern below errs on the side of taking a
 * string for a reference, which only ever keeps a row that could have gone.
 */
// A type letter is never a hex digit: `"$bc"` is row bc, `"$Lbc"` a lazy row bc.
const REFERENCE = /^\$([A-Zg-z@#]?)([0-9a-f]+)(?::(.+))?$/

export interface RowReference {
  id: string
  /** Path segments into the row's value, for a reference to part of a row. */
  path?: string[]
}

export function parseReference(value: string): RowReference | undefined {
  if (!value.startsWith('$') || value.startsWith('$$')) return undefined
  const match = REFERENCE.exec(value)
  if (!match) return undefined
  return match[3] === undefined ? { id: match[2] } : { id: match[2], path: match[3].split(':') }
}

/** Every string in a JSON value, depth first. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item)
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item)
}

/** An element as Flight writes it: `["$", type, key, props, …]`. */
export function isElementTuple(value: unknown): value is ['$', unknown, unknown, Record<string, unknown>, ...unknown[]] {
  return Array.isArray(value) && value[0] === '$' && value.length >= 4
}

const ELEMENT_FIELDS: Record<string, number> = { type: 1, key: 2, props: 3 }

/**
 * Follows a path the way React's client does: through references to whole rows, and into elements
 * by `props`, `type` and `key`. `undefined` when the path leads nowhere.
 */
export function resolvePath(values: ReadonlyMap<string, unknown>, id: string, path: readonly string[]): unknown {
  let value: unknown = values.get(id)
  for (const segment of path) {
    for (let hops = 0; typeof value === 'string' && hops < 64; hops++) {
      const reference = parseReference(value)
      if (!reference || reference.path) break
      value = values.get(reference.id)
    }
    if (isElementTuple(value) && Object.hasOwn(ELEMENT_FIELDS, segment)) value = value[ELEMENT_FIELDS[segment]]
    else if (value !== null && typeof value === 'object' && Object.hasOwn(value, segment)) value = (value as Record<string, unknown>)[segment]
    else return undefined
  }
  return value
}
