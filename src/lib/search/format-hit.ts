import { escapeHtml } from './escape-html'
import { highlight, snippet, type HighlightTags } from './highlight'
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

const escape = (value: string | null) => (value === null ? null : escapeHtml(value))

/**
 * How each retrievable attribute leaves the server. Text is HTML-escaped, the way DocSearch's
 * crawler stores it, because DocSearch renders these values as HTML when a snippet is missing and
 * in its recent searches.
 */
const RETRIEVABLE = new Map<string, (record: SearchRecord) => Json>(Object.entries({
  objectID: (r: SearchRecord) => r.objectID,
  type: (r: SearchRecord) => r.type,
  url: (r: SearchRecord) => r.url,
  url_without_anchor: (r: SearchRecord) => r.url_without_anchor,
  anchor: (r: SearchRecord) => r.anchor,
  content: (r: SearchRecord) => escape(r.content),
  code: (r: SearchRecord) => escape(r.code),
  hierarchy: (r: SearchRecord) => Object.fromEntries(LEVELS.map((level) => [level, escape(r.hierarchy[level])])),
  weight: (r: SearchRecord) => ({ ...r.weight }),
  pageType: (r: SearchRecord) => r.pageType,
  sdk: (r: SearchRecord) => escape(r.sdk),
  version: (r: SearchRecord) => escape(r.version),
  scope: (r: SearchRecord) => escape(r.scope),
  ...Object.fromEntries(LEVELS.map((level) => [`hierarchy.${level}`, (r: SearchRecord) => escape(r.hierarchy[level])])),
  ...Object.fromEntries(['tier', 'pageRank', 'level', 'position'].map((key) => [`weight.${key}`, (r: SearchRecord) => r.weight[key as 'level']])),
}))
const ALL = [...RETRIEVABLE.keys()].filter((attribute) => !attribute.includes('.'))

function setPath(target: JsonObject, path: string, value: Json): void {
  const dot = path.indexOf('.')
  if (dot < 0) target[path] = value
  else setPath((target[path.slice(0, dot)] ??= {}) as JsonObject, path.slice(dot + 1), value)
}

/** The attributes asked for (`*` for all; unknown names are ignored, as Algolia does), objectID always. */
function retrieve(record: SearchRecord, attributes: string[]): JsonObject {
  const hit: JsonObject = { objectID: record.objectID }
  for (const attribute of attributes.includes('*') ? ALL : attributes) {
    // A Map: request input never reaches Object.prototype (`__proto__`, `constructor`).
    const get = RETRIEVABLE.get(attribute)
    if (get) setPath(hit, attribute, get(record))
  }
  return hit
}

/**
 * The words of snippet per text attribute, the last spec naming an attribute winning: each attribute
 * is snippeted once however often the request repeats it (`["*:999", "*:999", …]`).
 */
function snippetWords(specs: SearchParams['attributesToSnippet']): Map<string, number> {
  const words = new Map<string, number>()
  for (const spec of specs) for (const attribute of expand(spec.attribute)) words.set(attribute, spec.words)
  return words
}

/** One hit of a search answer: the retrieved attributes, `_highlightResult` and `_snippetResult`. */
export function formatHit(record: SearchRecord, matcher: QueryMatcher, params: SearchParams): JsonObject {
  const tags: HighlightTags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  const hit = retrieve(record, params.attributesToRetrieve)

  const highlights: JsonObject = {}
  const toHighlight = params.attributesToHighlight?.flatMap(expand) ?? DEFAULT_HIGHLIGHT
  for (const attribute of new Set(toHighlight)) {
    const text = textOf(record, attribute)
    if (text !== null) setPath(highlights, attribute, highlight(text, matcher, tags))
  }
  hit._highlightResult = highlights

  if (params.attributesToSnippet.length > 0) {
    const snippets: JsonObject = {}
    for (const [attribute, words] of snippetWords(params.attributesToSnippet)) {
      const text = textOf(record, attribute)
      if (text !== null) setPath(snippets, attribute, snippet(text, matcher, tags, words, params.snippetEllipsisText))
    }
    hit._snippetResult = snippets
  }
  return hit
}
