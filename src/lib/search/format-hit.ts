import { escapeHtml } from './escape-html'
import { highlight, snippet, type HighlightTags, type HighlightValue, type SnippetValue } from './highlight'
import type { SearchParams } from './params'
import type { QueryMatcher } from './query-matcher'
import { LEVELS, type SearchRecord } from './types'

/** Attributes that hold page text: highlightable, and HTML-escaped whenever they are returned. */
const TEXT_ATTRIBUTES = [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'code']
const DEFAULT_HIGHLIGHT = TEXT_ATTRIBUTES.filter((attribute) => attribute !== 'code')

type Json = null | string | number | boolean | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** Expands `*` and `hierarchy` to the text attributes they cover. */
function expand(attribute: string): string[] {
  if (attribute === '*') return TEXT_ATTRIBUTES
  if (attribute === 'hierarchy') return TEXT_ATTRIBUTES.filter((a) => a.startsWith('hierarchy.'))
  return TEXT_ATTRIBUTES.includes(attribute) ? [attribute] : []
}

function textOf(record: SearchRecord, attribute: string): string | null {
  if (attribute === 'content') return record.content
  if (attribute === 'code') return record.code
  return record.hierarchy[attribute.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']] ?? null
}

/**
 * The record as it leaves the server: text HTML-escaped, the way DocSearch's crawler stores it,
 * because DocSearch renders these values as HTML when a snippet is missing and in recent searches.
 */
function escapedRecord(record: SearchRecord): JsonObject {
  const escape = (value: string | null) => (value === null ? null : escapeHtml(value))
  const hierarchy: JsonObject = {}
  for (const level of LEVELS) hierarchy[level] = escape(record.hierarchy[level])
  return {
    objectID: record.objectID,
    type: record.type,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    content: escape(record.content),
    code: escape(record.code),
    hierarchy,
    weight: { ...record.weight },
  }
}

function setPath(target: JsonObject, path: string, value: Json): void {
  const [head, tail] = path.split(/\.(.*)/s)
  if (tail === undefined || tail === '') target[head] = value
  else {
    const child = (target[head] ??= {}) as JsonObject
    setPath(child, tail, value)
  }
}

function getPath(source: JsonObject, path: string): Json | undefined {
  let value: Json | undefined = source
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !(key in value)) return undefined
    value = value[key]
  }
  return value
}

function retrieve(record: JsonObject, attributes: string[]): JsonObject {
  if (attributes.includes('*')) return record
  const hit: JsonObject = { objectID: record.objectID }
  for (const attribute of attributes) {
    const value = getPath(record, attribute)
    if (value !== undefined) setPath(hit, attribute, structuredClone(value))
  }
  return hit
}

/** One hit of a search answer: the retrieved attributes, `_highlightResult` and `_snippetResult`. */
export function formatHit(record: SearchRecord, matcher: QueryMatcher, params: SearchParams): JsonObject {
  const tags: HighlightTags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  const hit = retrieve(escapedRecord(record), params.attributesToRetrieve)

  const highlights: JsonObject = {}
  const toHighlight = params.attributesToHighlight?.flatMap(expand) ?? DEFAULT_HIGHLIGHT
  for (const attribute of new Set(toHighlight)) {
    const text = textOf(record, attribute)
    if (text !== null) setPath(highlights, attribute, highlight(text, matcher, tags) satisfies HighlightValue as unknown as JsonObject)
  }
  hit._highlightResult = highlights

  if (params.attributesToSnippet.length > 0) {
    const snippets: JsonObject = {}
    for (const { attribute: spec, words } of params.attributesToSnippet) {
      for (const attribute of expand(spec)) {
        const text = textOf(record, attribute)
        if (text !== null) {
          const value = snippet(text, matcher, tags, words, params.snippetEllipsisText)
          setPath(snippets, attribute, value satisfies SnippetValue as unknown as JsonObject)
        }
      }
    }
    hit._snippetResult = snippets
  }
  return hit
}
