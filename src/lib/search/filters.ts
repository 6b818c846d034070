import { SearchApiError } from './api-error'
import type { SearchRecord } from './types'

/** Record attributes a query may filter on (Algolia's `attributesForFaceting`). */
export const FACET_ATTRIBUTES = ['sdk', 'version', 'pageType', 'scope', 'type'] as const
type FacetAttribute = (typeof FACET_ATTRIBUTES)[number]

const FACETS = new Set<string>(FACET_ATTRIBUTES)
const MAX_CLAUSES = 50

/** A filter in conjunctive normal form: every group must hold, and a group holds when any of its terms does. */
export type FilterTerm = { attribute: FacetAttribute; value: string; negated: boolean }
export type Filter = FilterTerm[][]

export type RecordPredicate = (record: SearchRecord) => boolean

function term(text: string, negated: boolean, source: string): FilterTerm {
  const colon = text.indexOf(':')
  if (colon <= 0) throw new SearchApiError(400, `${source}: invalid filter "${text}", expected attribute:value`)
  const attribute = text.slice(0, colon).trim()
  let value = text.slice(colon + 1).trim()
  if (/^".*"$/.test(value)) value = value.slice(1, -1)
  else if (/\s|^$/.test(value)) throw new SearchApiError(400, `${source}: invalid filter "${text.trim()}"; quote values with spaces and join filters with AND / OR`)
  if (!FACETS.has(attribute)) throw new SearchApiError(400, `${source}: attribute ${attribute} is not in attributesForFaceting (${FACET_ATTRIBUTES.join(', ')})`)
  return { attribute: attribute as FacetAttribute, value, negated }
}

/** Algolia's `facetFilters`: `["a:x", ["b:y", "b:z"]]` (AND of ORs), a JSON string of that, or a comma list; `a:-x` negates. */
export function parseFacetFilters(raw: unknown, source = 'facetFilters'): Filter {
  let value = raw
  if (typeof value === 'string') {
    const text = value.trim()
    if (text.startsWith('[')) {
      try {
        value = JSON.parse(text) as unknown
      } catch {
        throw new SearchApiError(400, `${source}: not valid JSON`)
      }
    } else value = text ? text.split(',') : []
  }
  if (!Array.isArray(value)) throw new SearchApiError(400, `${source}: expected an array`)
  if (value.length > MAX_CLAUSES) throw new SearchApiError(400, `${source}: at most ${MAX_CLAUSES} groups`)
  return value.map((group) => {
    const terms = Array.isArray(group) ? group : [group]
    if (terms.length > MAX_CLAUSES || terms.some((t) => typeof t !== 'string' || t.length > 200)) {
      throw new SearchApiError(400, `${source}: each filter must be a string of at most 200 characters`)
    }
    return (terms as string[]).map((t) => {
      const colon = t.indexOf(':')
      const negated = t.slice(colon + 1).trimStart().startsWith('-')
      return term(negated ? t.slice(0, colon + 1) + t.slice(colon + 1).trimStart().slice(1) : t, negated, source)
    })
  })
}

/**
 * Algolia's `filters` for facets: `attr:value`, `NOT attr:value`, `OR` inside parentheses and `AND`
 * between them, e.g. `(scope:nodejs/v1 OR scope:general) AND NOT pageType:sdk-method`. Like Algolia,
 * it must be a conjunction of disjunctions.
 */
export function parseFilters(raw: unknown): Filter {
  if (typeof raw !== 'string') throw new SearchApiError(400, 'filters: expected a string')
  const text = raw.trim()
  if (!text) return []
  if (text.length > 1000) throw new SearchApiError(400, 'filters: at most 1000 characters')
  const groups = splitTopLevel(text, 'AND')
  if (groups.length > MAX_CLAUSES) throw new SearchApiError(400, `filters: at most ${MAX_CLAUSES} groups`)
  return groups.map((group) => {
    let inner = group.trim()
    if (inner.startsWith('(') && inner.endsWith(')')) inner = inner.slice(1, -1)
    if (/[()]/.test(inner)) throw new SearchApiError(400, `filters: "${group.trim()}" nests parentheses; use (a OR b) AND (c OR d)`)
    return splitTopLevel(inner, 'OR').map((part) => {
      const negated = /^NOT\s+/.test(part.trim())
      return term(part.trim().replace(/^NOT\s+/, ''), negated, 'filters')
    })
  })
}

function splitTopLevel(text: string, operator: 'AND' | 'OR'): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    if (quoted) continue
    if (ch === '(') depth++
    else if (ch === ')') depth--
    if (depth < 0) throw new SearchApiError(400, 'filters: unbalanced parentheses')
    if (depth === 0 && text.startsWith(` ${operator} `, i)) {
      parts.push(text.slice(start, i))
      start = i + operator.length + 2
      i = start - 1
    }
  }
  if (depth !== 0 || quoted) throw new SearchApiError(400, 'filters: unbalanced parentheses or quotes')
  parts.push(text.slice(start))
  if (parts.some((p) => !p.trim())) throw new SearchApiError(400, `filters: empty operand around ${operator}`)
  return parts
}

/** One predicate for every filter of a query; undefined when there is nothing to filter. */
export function recordPredicate(filters: Filter[]): RecordPredicate | undefined {
  const groups = filters.flat()
  if (groups.length === 0) return undefined
  return (record) => groups.every((group) => group.some(({ attribute, value, negated }) => (String(record[attribute] ?? '') === value) !== negated))
}

/**
 * Algolia's `optionalFilters`: `["scope:general", ["sdk:nodejs<score=2>", "sdk:python"]]`. A record
 * scores, per group, the best score among the filters it matches (1 unless `<score=N>`); the sum
 * ranks it right after the number of query words, and no record is left out.
 */
export function parseOptionalFilters(raw: unknown): RecordScore | undefined {
  let scores: number[][] = []
  const groups = parseFacetFilters(stripScores(raw, (found) => (scores = found)), 'optionalFilters')
  if (groups.length === 0) return undefined
  const scored = groups.map((group, g) => group.map((t, i) => ({ term: t, score: scores[g]?.[i] ?? 1 })))
  return (record) =>
    scored.reduce((sum, group) => sum + Math.max(0, ...group.map(({ term: t, score }) => ((String(record[t.attribute] ?? '') === t.value) !== t.negated ? score : 0))), 0)
}

export type RecordScore = (record: SearchRecord) => number

/** Takes `<score=N>` off each filter, handing the scores (per group, per filter) to `keep`. */
function stripScores(raw: unknown, keep: (scores: number[][]) => void): unknown {
  let value = raw
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      throw new SearchApiError(400, 'optionalFilters: not valid JSON')
    }
  } else if (typeof value === 'string') value = value.split(',')
  if (!Array.isArray(value)) throw new SearchApiError(400, 'optionalFilters: expected an array')
  const scores: number[][] = []
  const stripped = value.map((group, g) => {
    const terms = Array.isArray(group) ? group : [group]
    scores[g] = []
    const out = terms.map((t, i) => {
      if (typeof t !== 'string') return t
      const match = /<score=(\d{1,2})>\s*$/.exec(t)
      scores[g][i] = match ? Math.min(Number(match[1]), 15) : 1
      return match ? t.slice(0, match.index) : t
    })
    return Array.isArray(group) ? out : out[0]
  })
  keep(scores)
  return stripped
}
