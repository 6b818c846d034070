import { z } from 'zod'
import { SearchApiError } from './api-error'
import { parseFacetFilters, parseFilters, parseOptionalFilters, recordPredicate, type Filter, type RecordPredicate, type RecordScore } from './filters'
import { MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH, MAX_SNIPPET_WORDS, MAX_TAG_LENGTH, PAGINATION_LIMIT } from './limits'

const DEFAULT_SNIPPET_WORDS = 10

/** Query parameters this service understands, normalised. Anything else Algolia accepts is ignored. */
export interface SearchParams {
  query: string
  page: number
  hitsPerPage: number
  /** `['*']` for every attribute. `objectID` is always returned. */
  attributesToRetrieve: string[]
  /** `null` for the default: every hierarchy level and content. */
  attributesToHighlight: string[] | null
  attributesToSnippet: Array<{ attribute: string; words: number }>
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  clickAnalytics: boolean
  /** `facetFilters` and `filters` as one predicate; undefined when the query filters nothing. */
  filter?: RecordPredicate
  /** `optionalFilters` as a score per record. */
  boost?: RecordScore
  optionalFilters?: unknown
  /** The filters as sent, echoed in `params`. */
  facetFilters?: Filter
  filters?: string
}

/** `"3"` (from a urlencoded string) and `3` are both the number 3. */
const integer = (min: number, max: number, tooBig?: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), z.number().int().min(min).max(max, tooBig))

const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())

/** A list sent as an array, a JSON array in a string, or a comma-separated string. */
const list = z.preprocess((v) => {
  if (typeof v !== 'string') return v
  const text = v.trim()
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return v
    }
  }
  return text ? text.split(',').map((item) => item.trim()).filter(Boolean) : []
}, z.array(z.string().max(200)).max(100))

const tag = z.string().max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`)

const snippetSpec = z
  .string()
  .regex(/^[\w.*]+(?::\d{1,3})?$/, 'expected "attribute" or "attribute:words"')
  .refine((spec) => Number(spec.split(':')[1] ?? 0) <= MAX_SNIPPET_WORDS, `at most ${MAX_SNIPPET_WORDS} words per snippet`)

const paramsSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  page: integer(0, PAGINATION_LIMIT).optional(),
  hitsPerPage: integer(0, MAX_HITS_PER_PAGE, `at most ${MAX_HITS_PER_PAGE} hits per page`).optional(),
  attributesToRetrieve: list.optional(),
  attributesToHighlight: list.optional(),
  attributesToSnippet: list.pipe(z.array(snippetSpec)).optional(),
  highlightPreTag: tag.optional(),
  highlightPostTag: tag.optional(),
  snippetEllipsisText: tag.optional(),
  clickAnalytics: boolean.optional(),
  facetFilters: z.unknown().optional(),
  filters: z.unknown().optional(),
  optionalFilters: z.unknown().optional(),
})

function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  const name = issue.path.map(String).join('.')
  return name ? `Invalid value for parameter ${name}: ${issue.message}` : issue.message
}

/** Validates raw parameters (from a JSON body or a decoded urlencoded string) and applies Algolia's defaults. */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const result = paramsSchema.safeParse(raw)
  if (!result.success) throw new SearchApiError(400, describe(result.error))
  const p = result.data
  const facetFilters = p.facetFilters === undefined ? undefined : parseFacetFilters(p.facetFilters)
  const filters = p.filters === undefined ? undefined : parseFilters(p.filters)
  const filter = recordPredicate([facetFilters ?? [], filters ?? []])
  const boost = p.optionalFilters === undefined ? undefined : parseOptionalFilters(p.optionalFilters)
  return {
    ...(boost ? { boost, optionalFilters: p.optionalFilters } : {}),
    ...(filter ? { filter } : {}),
    ...(facetFilters ? { facetFilters } : {}),
    ...(typeof p.filters === 'string' ? { filters: p.filters } : {}),
    query: p.query ?? '',
    page: p.page ?? 0,
    hitsPerPage: p.hitsPerPage ?? 20,
    attributesToRetrieve: p.attributesToRetrieve ?? ['*'],
    attributesToHighlight: p.attributesToHighlight ?? null,
    attributesToSnippet: (p.attributesToSnippet ?? []).map((spec) => {
      const [attribute, words] = spec.split(':')
      return { attribute, words: words === undefined ? DEFAULT_SNIPPET_WORDS : Math.max(1, Number(words)) }
    }),
    highlightPreTag: p.highlightPreTag ?? '<em>',
    highlightPostTag: p.highlightPostTag ?? '</em>',
    snippetEllipsisText: p.snippetEllipsisText ?? '…',
    clickAnalytics: p.clickAnalytics ?? false,
  }
}

/** The parameters as Algolia echoes them in `results[i].params`. */
export function encodeSearchParams(params: SearchParams): string {
  const encoded = new URLSearchParams()
  encoded.set('query', params.query)
  encoded.set('page', String(params.page))
  encoded.set('hitsPerPage', String(params.hitsPerPage))
  encoded.set('attributesToRetrieve', JSON.stringify(params.attributesToRetrieve))
  if (params.attributesToHighlight) encoded.set('attributesToHighlight', JSON.stringify(params.attributesToHighlight))
  if (params.attributesToSnippet.length > 0) {
    encoded.set('attributesToSnippet', JSON.stringify(params.attributesToSnippet.map((s) => `${s.attribute}:${s.words}`)))
  }
  encoded.set('highlightPreTag', params.highlightPreTag)
  encoded.set('highlightPostTag', params.highlightPostTag)
  encoded.set('snippetEllipsisText', params.snippetEllipsisText)
  if (params.clickAnalytics) encoded.set('clickAnalytics', 'true')
  if (params.facetFilters) encoded.set('facetFilters', JSON.stringify(params.facetFilters.map((group) => group.map((t) => `${t.attribute}:${t.negated ? '-' : ''}${t.value}`))))
  if (params.filters !== undefined) encoded.set('filters', params.filters)
  if (params.optionalFilters !== undefined) encoded.set('optionalFilters', JSON.stringify(params.optionalFilters))
  return encoded.toString()
}
