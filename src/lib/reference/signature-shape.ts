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

function matchingBracket(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '[' || text[i] === '(' || text[i] === '<' || text[i] === '{') depth++
    else if (text[i] === ']' || text[i] === ')' || text[i] === '>' || text[i] === '}') if (--depth === 0) return i
  }
  return -1
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if ('[(<{'.includes(c)) depth++
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=' && text[i - 1] !== '-')) depth--
    else if (c === separator && depth === 0) {
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
