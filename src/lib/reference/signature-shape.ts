import type { ReferenceEntry } from './entries'
import type { ModelParam } from './schema'

/**
 * What a version diff compares of an entry: its parameters (name, type, optional or variadic) and its
 * return type, as the model's `params` and `returns` state them. The `signature` text also carries
 * usage lines and comments (`# used as a decorator`), which change with the writing, not the API; it
 * is read only for an entry whose model gives neither params nor returns, and then without comments
 * and without the usage that follows the declaration.
 */
export function signatureShape(entry: ReferenceEntry): string {
  const item = entry.method ?? entry.resource
  if (!item.params.length && !item.returns) return declaration(item.signature)
  return `(${item.params.map(paramShape).join(', ')}) -> ${normalType(item.returns?.type)}`
}

function paramShape(param: ModelParam): string {
  return `${param.variadic ? '...' : ''}${param.name}${param.required ? '' : '?'}: ${normalType(param.type)}`
}

/**
 * One spelling per type: no spaces, `Optional[X]` as `X | None` (Python writes both), and the members
 * of a top-level union in one order.
 */
export function normalType(type: string | undefined): string {
  if (!type) return ''
  let text = type.replace(/\s+/g, '')
  for (let at = text.indexOf('Optional['); at !== -1; at = text.indexOf('Optional[')) {
    const close = matchingBracket(text, at + 'Optional'.length)
    if (close === -1) break
    text = `${text.slice(0, at)}${text.slice(at + 'Optional['.length, close)}|None${text.slice(close + 1)}`
  }
  return splitTopLevel(text, '|').sort().join(' | ')
}

/**
 * How a character at `i` changes the bracket depth of a type: +1 opens, -1 closes, 0 otherwise. The
 * `>` of an arrow (`=>`, `->`) closes nothing.
 */
function depthChange(text: string, i: number): number {
  const c = text[i]
  if ('[(<{'.includes(c)) return 1
  if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=' && text[i - 1] !== '-')) return -1
  return 0
}

function matchingBracket(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    depth += depthChange(text, i)
    if (depth === 0) return i
  }
  return -1
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    depth += depthChange(text, i)
    if (text[i] === separator && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

/** The declaration of a signature text: its first paragraph, without comment lines. */
function declaration(signature: string): string {
  const first = signature.split(/\n\s*\n/)[0]
  return first
    .split('\n')
    .filter((line) => !/^\s*(?:#|\/\/|\/\*|\*)/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}
