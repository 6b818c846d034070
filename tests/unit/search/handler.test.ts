import { handleSearchRequest } from '../../../src/lib/search/handler'
import { MAX_ANSWER_BYTES, MAX_BODY_BYTES, MAX_HITS_PER_CALL, MAX_HITS_PER_PAGE, MAX_INDEX_NAME_LENGTH, MAX_REQUESTS, MAX_SNIPPET_WORDS, MAX_TAG_LENGTH } from '../../../src/lib/search/limits'
import { fixtureEngine, INDEX_NAME, searchRequest } from './helpers'
import { docSearchParams } from '../../../src/lib/search/docsearch-params'

const engine = fixtureEngine()

/** What DocSearch 3.9 sends for one keystroke. */
function docSearchQuery(query: string, extra: Record<string, unknown> = {}) {
  return {
    requests: [
      {
        ...docSearchParams(query),
        indexName: INDEX_NAME,
        clickAnalytics: false,
        ...extra,
      },
    ],
  }
}

async function call(request: Request) {
  const response = await handleSearchRequest(request, engine)
  const text = await response.text()
  return { response, text, body: text ? (JSON.parse(text) as Record<string, any>) : null }
}

describe('multi-query endpoint', () => {
  it("answers DocSearch's request (JSON in a text/plain body) in Algolia's shape", async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('declare bucket')))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const [result] = body!.results
    expect(result).toMatchObject({ nbHits: expect.any(Number), page: 0, hitsPerPage: 20, query: 'declare bucket', index: INDEX_NAME, processingTimeMS: expect.any(Number) })
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20))
    expect(result.params).toContain('query=declare+bucket')
    expect(result.queryID).toBeUndefined()
    const hit = result.hits[0]
    expect(hit.url).toBe('/docs/storage#declare-a-bucket')
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url'])
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({
      value: '<mark>Declare</mark> a <mark>bucket</mark>',
      matchLevel: 'full',
      matchedWords: ['declare', 'bucket'],
      fullyHighlighted: false,
    })
    expect(hit._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'Building blocks', matchLevel: 'none' })
    expect(hit._snippetResult.hierarchy.lvl2).toEqual({ value: '<mark>Declare</mark> a <mark>bucket</mark>', matchLevel: 'full' })
    expect(hit._snippetResult.hierarchy.lvl1).toEqual({ value: 'Storage', matchLevel: 'none' })
    expect(hit._highlightResult.hierarchy.lvl3).toBeUndefined()
  })

  it('snippets content to the requested number of words', async () => {
    const { body } = await call(searchRequest(docSearchQuery('module scope', { attributesToSnippet: ['content:3'] })))
    const hit = body!.results[0].hits[0]
    expect(hit).toMatchObject({ type: 'content', url: '/docs/storage#declare-a-bucket' })
    expect(hit._snippetResult.content).toEqual({ value: '…at <mark>module</mark> <mark>scope</mark>…', matchLevel: 'full' })
  })

  it('accepts the older style with urlencoded params', async () => {
    const params = new URLSearchParams({
      query: 'bucket',
      hitsPerPage: '2',
      attributesToRetrieve: '["url"]',
      attributesToSnippet: '["content:5"]',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    })
    const { response, body } = await call(searchRequest({ requests: [{ indexName: INDEX_NAME, params: params.toString() }] }))
    expect(response.status).toBe(200)
    const [result] = body!.results
    expect(result.hitsPerPage).toBe(2)
    expect(result.hits).toHaveLength(2)
    expect(Object.keys(result.hits[0]).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID', 'url'])
    expect(JSON.stringify(result.hits)).toContain('<b>bucket</b>')
  })

  it('answers several queries at once, in order, and pages through results', async () => {
    const { body } = await call(
      searchRequest({
        requests: [
          { indexName: INDEX_NAME, query: 'secret' },
          { indexName: INDEX_NAME, query: 'bucket', hitsPerPage: 1, page: 1 },
        ],
      }),
    )
    expect(body!.results.map((r: any) => r.query)).toEqual(['secret', 'bucket'])
    expect(body!.results[0].hits[0].url).toBe('/docs/secrets')
    expect(body!.results[1]).toMatchObject({ page: 1, hitsPerPage: 1 })
    expect(body!.results[1].hits).toHaveLength(1)
    expect(body!.results[1].nbPages).toBe(body!.results[1].nbHits)
  })

  it('finds sections by the identifiers in their code', async () => {
    const { body } = await call(searchRequest(docSearchQuery('getDownloadUrl')))
    expect(body!.results[0].hits.map((h: any) => h.url)).toEqual(['/docs/storage#work-with-files'])
  })

  it('HTML-escapes every value, so page text never comes back as markup', async () => {
    for (const query of ['script', 'render', 'friends', 'onerror']) {
      const { body, text } = await call(searchRequest(docSearchQuery(query, { attributesToRetrieve: ['*'] })))
      expect(body!.results[0].hits.length).toBeGreaterThan(0)
      expect(text).not.toMatch(/<(script|b|img)\b/i)
    }
    const { body } = await call(searchRequest(docSearchQuery('script')))
    const hit = body!.results[0].hits[0]
    expect(hit.content).toBe('Never render &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; from user input in a page.')
    expect(hit._highlightResult.content.value).toBe(
      'Never render &lt;<mark>script</mark>&gt;alert(&quot;pwned&quot;)&lt;/<mark>script</mark>&gt; from user input in a page.',
    )
    expect(hit._snippetResult.content.value).toContain('&lt;<mark>script</mark>&gt;')
    const { body: titled } = await call(searchRequest(docSearchQuery('escaping')))
    expect(titled!.results[0].hits[0].hierarchy.lvl1).toBe('Escaping &amp; markup')
  })

  it('returns a queryID when click analytics is requested', async () => {
    const { body } = await call(searchRequest(docSearchQuery('bucket', { clickAnalytics: true })))
    expect(body!.results[0].queryID).toMatch(/^[0-9a-f]{32}$/)
  })

  it('returns nothing for a query nothing matches', async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('zzzzqqq')))
    expect(response.status).toBe(200)
    expect(body!.results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 })
  })

  it('looks retrievable attributes up only among its own: inherited names are unknown, never a 500 or raw text', async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('bucket', { attributesToRetrieve: ['__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'toString'] })))
    expect(response.status).toBe(200)
    for (const hit of body!.results[0].hits) expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID'])
  })

  it('filters by facets and ranks by optional filters, as Algolia does', async () => {
    const scoped = await call(searchRequest(docSearchQuery('bucket', { facetFilters: [['scope:general']] })))
    expect(scoped.response.status).toBe(200)
    const bad = await call(searchRequest(docSearchQuery('bucket', { facetFilters: [['colour:red']] })))
    expect(bad.response.status).toBe(400)
    expect(bad.body!.message).toMatch(/colour is not in attributesForFaceting/)
    const boosted = await call(searchRequest(docSearchQuery('bucket', { optionalFilters: ['pageType:sdk-method'] })))
    expect(boosted.response.status).toBe(200)
  })

  it('ignores parameters it does not use', async () => {
    const { response } = await call(searchRequest(docSearchQuery('bucket', { analyticsTags: ['x'], distinct: 1, enableRules: false })))
    expect(response.status).toBe(200)
  })

  it('also answers the single-index query path', async () => {
    const { response, body } = await call(searchRequest({ params: 'query=secret&hitsPerPage=1' }, { path: `/docs/api/search/1/indexes/${INDEX_NAME}/query` }))
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ query: 'secret', hitsPerPage: 1, index: INDEX_NAME })
  })
})

describe('errors, in Algolia shape', () => {
  async function expectError(request: Request, status: number, message?: RegExp) {
    const { response, body } = await call(request)
    expect(response.status).toBe(status)
    expect(body).toEqual({ message: expect.any(String), status })
    if (message) expect(body!.message).toMatch(message)
    return response
  }

  it('400 for a body that is not JSON, or empty', async () => {
    await expectError(searchRequest('{"requests": ['), 400, /not valid JSON/)
    await expectError(searchRequest(''), 400, /empty/)
  })

  it.each([
    ['no requests', {}],
    ['requests not a list', { requests: 'bucket' }],
    ['empty requests', { requests: [] }],
    ['a request without indexName', { requests: [{ query: 'x' }] }],
    ['a body that is a list', [1, 2]],
    ['a body that is null', null],
    ['a facet search', { requests: [{ indexName: INDEX_NAME, type: 'facet', facet: 'x' }] }],
    ['hitsPerPage not a number', docSearchQuery('x', { hitsPerPage: 'many' })],
    ['negative page', docSearchQuery('x', { page: -1 })],
    ['too many hits per page', docSearchQuery('x', { hitsPerPage: 5000 })],
    ['a query that is not text', docSearchQuery('x', { query: { $ne: 1 } })],
    ['a query over 512 characters', docSearchQuery('a'.repeat(513))],
    ['a bad snippet spec', docSearchQuery('x', { attributesToSnippet: ['content:ten'] })],
    ['a bad params string', { requests: [{ indexName: INDEX_NAME, params: 'hitsPerPage=abc' }] }],
    ['too many requests', { requests: Array.from({ length: 51 }, () => ({ indexName: INDEX_NAME, query: 'x' })) }],
  ])('400 for %s', async (_name, body) => {
    await expectError(searchRequest(body), 400)
  })

  it.each([
    ['a body that is null', null, 'body must be a JSON object'],
    ['a body that is a list', [1, 2], 'body must be a JSON object'],
    ['a body that is a number', 0, 'body must be a JSON object'],
    ['no requests', {}, 'Missing requests'],
    ['requests not a list', { requests: 'bucket' }, 'requests: must be an array of queries'],
    ['a request that is null', { requests: [null] }, 'requests.0: must be a JSON object'],
    ['a request without indexName', { requests: [{ query: 'x' }] }, 'Missing requests.0.indexName'],
    ['an indexName that is a number', { requests: [{ indexName: 5 }] }, 'requests.0.indexName: must be a string'],
    ['an empty indexName', { requests: [{ indexName: '' }] }, 'requests.0.indexName: must not be empty'],
    ['an indexName too long', { requests: [{ indexName: 'a'.repeat(MAX_INDEX_NAME_LENGTH + 1) }] }, `requests.0.indexName: must be at most ${MAX_INDEX_NAME_LENGTH} characters`],
    ['params that are not a string', { requests: [{ indexName: INDEX_NAME, params: 7 }] }, 'requests.0.params: must be a urlencoded string'],
  ])('400 for %s says exactly what is wrong', async (_name, body, message) => {
    const { response, body: answer } = await call(searchRequest(body))
    expect(response.status).toBe(400)
    expect(answer).toEqual({ message, status: 400 })
  })

  it('400 for a null body on the single-index path says what is wrong', async () => {
    const { body } = await call(searchRequest(null, { path: `/docs/api/search/1/indexes/${INDEX_NAME}/query` }))
    expect(body).toEqual({ message: 'body must be a JSON object', status: 400 })
  })

  it('404 for an unknown index, naming it', async () => {
    await expectError(searchRequest({ requests: [{ indexName: 'other-index', query: 'x' }] }), 404, /other-index/)
    await expectError(searchRequest({ params: 'query=x' }, { path: '/docs/api/search/1/indexes/other/query' }), 404)
  })

  it('404 for a path the API does not have', async () => {
    await expectError(searchRequest({}, { path: '/docs/api/search/1/keys' }), 404)
    await expectError(searchRequest({}, { path: '/docs/api/search/1/indexes/docs-related/queries' }), 404)
  })

  it('405 with Allow for other methods', async () => {
    const response = await expectError(searchRequest(undefined, { method: 'GET' }), 405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    await expectError(searchRequest({}, { method: 'PUT' }), 405)
    await expectError(searchRequest({}, { method: 'DELETE' }), 405)
  })

  it('413 for a body over the limit, declared or not', async () => {
    const big = JSON.stringify(docSearchQuery('x'.repeat(10), { padding: 'x'.repeat(MAX_BODY_BYTES) }))
    await expectError(searchRequest(big), 413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const undeclared = new Request('http://localhost/docs/api/search/1/indexes/*/queries', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(undeclared.headers.get('content-length')).toBeNull()
    await expectError(undeclared, 413)
  })

  it('answers OPTIONS without building the index', async () => {
    let built = 0
    const lazy = () => {
      built++
      return engine
    }
    const response = await handleSearchRequest(searchRequest(undefined, { method: 'OPTIONS' }), lazy)
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    await handleSearchRequest(searchRequest(undefined, { method: 'GET' }), lazy)
    expect(built).toBe(0)
    await handleSearchRequest(searchRequest(docSearchQuery('x')), lazy)
    expect(built).toBe(1)
  })

  it('never answers 500 to malformed input', async () => {
    const bodies = ['null', '0', '"x"', '{"requests":[null]}', '{"requests":[{"indexName":5}]}', '{"requests":[{"indexName":"docs-related","params":7}]}',
      '{"requests":[{"indexName":"docs-related","attributesToRetrieve":[1]}]}', '{"requests":[{"indexName":"docs-related","query":"\\u0000<>&%"}]}', '\u00ff\u00fe']
    for (const body of bodies) {
      const response = await handleSearchRequest(searchRequest(body), engine)
      expect(response.status, body).toBeLessThan(500)
    }
    const invalidUtf8 = new Request('http://localhost/docs/api/search/1/indexes/*/queries', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })
    expect((await handleSearchRequest(invalidUtf8, engine)).status).toBe(400)
  })
})

describe('caps on one call, fitted to DocSearch and to tools', () => {
  const queries = (count: number, extra: Record<string, unknown> = {}) => ({
    requests: Array.from({ length: count }, () => ({ indexName: INDEX_NAME, query: 'bucket', ...extra })),
  })

  it('answers up to MAX_REQUESTS queries and refuses one more, saying the cap', async () => {
    expect((await call(searchRequest(queries(MAX_REQUESTS, { hitsPerPage: 1 })))).response.status).toBe(200)
    const { response, body } = await call(searchRequest(queries(MAX_REQUESTS + 1, { hitsPerPage: 1 })))
    expect(response.status).toBe(400)
    expect(body).toEqual({ message: `requests: at most ${MAX_REQUESTS} queries per call`, status: 400 })
  })

  it('refuses more than MAX_HITS_PER_PAGE hits per query', async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('x', { hitsPerPage: MAX_HITS_PER_PAGE + 1 })))
    expect(response.status).toBe(400)
    expect(body!.message).toBe(`Invalid value for parameter hitsPerPage: at most ${MAX_HITS_PER_PAGE} hits per page`)
  })

  it('answers one query of MAX_HITS_PER_PAGE hits, but refuses queries whose hits add up to more than MAX_HITS_PER_CALL', async () => {
    expect((await call(searchRequest(docSearchQuery('bucket', { hitsPerPage: MAX_HITS_PER_PAGE })))).response.status).toBe(200)
    const count = Math.ceil((MAX_HITS_PER_CALL + 1) / MAX_HITS_PER_PAGE)
    const { response, body } = await call(searchRequest(queries(count, { hitsPerPage: Math.ceil((MAX_HITS_PER_CALL + 1) / count) })))
    expect(response.status).toBe(400)
    expect(body!.message).toMatch(/^answer too large: at most \d+ hits per call .*lower hitsPerPage or the number of queries$/)
    // The probe's call: 50 queries × 1,000 hits with 256-character tags (33 MB before the caps).
    const probe = await call(searchRequest(queries(50, { hitsPerPage: 1000, attributesToSnippet: ['*:999'], highlightPreTag: 'x'.repeat(256), highlightPostTag: 'y'.repeat(256) })))
    expect(probe.response.status).toBe(400)
    expect(probe.text.length).toBeLessThan(300)
  })

  it('stops building an answer past the answer size limit and says how to ask for less', async () => {
    const request = () => searchRequest(docSearchQuery('bucket', { hitsPerPage: 50, attributesToRetrieve: ['*'] }))
    const full = await handleSearchRequest(request(), engine)
    expect(full.status).toBe(200)
    const size = (await full.arrayBuffer()).byteLength
    const small = await handleSearchRequest(request(), engine, { maxAnswerBytes: Math.floor(size / 2) })
    expect(small.status).toBe(400)
    expect(await small.json()).toEqual({ message: 'answer too large: lower hitsPerPage or the number of queries', status: 400 })
    expect((await handleSearchRequest(request(), engine, { maxAnswerBytes: size })).status).toBe(200)
  })

  it.each(['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'])('refuses a %s longer than MAX_TAG_LENGTH', async (name) => {
    expect((await call(searchRequest(docSearchQuery('bucket', { [name]: 'x'.repeat(MAX_TAG_LENGTH) })))).response.status).toBe(200)
    const { response, body } = await call(searchRequest(docSearchQuery('bucket', { [name]: 'x'.repeat(MAX_TAG_LENGTH + 1) })))
    expect(response.status).toBe(400)
    expect(body!.message).toBe(`Invalid value for parameter ${name}: must be at most ${MAX_TAG_LENGTH} characters`)
  })

  it("keeps DocSearch's own request well inside every cap", () => {
    const request = docSearchQuery('bucket')
    expect(request.requests).toHaveLength(1)
    expect(request.requests[0].hitsPerPage).toBeLessThanOrEqual(MAX_HITS_PER_PAGE)
    expect(request.requests[0].attributesToSnippet.every((spec) => Number(spec.split(':')[1]) <= MAX_SNIPPET_WORDS)).toBe(true)
    expect(request.requests[0].highlightPreTag.length).toBeLessThanOrEqual(MAX_TAG_LENGTH / 4)
  })
})

describe('the issue 33 probe: the largest call of the old caps', () => {
  // Two connections sending this cut page throughput from 2,098 to 361 requests a second.
  const oldMaximum = { hitsPerPage: 1000, attributesToRetrieve: ['*'], attributesToSnippet: ['*:999'] }

  it('is refused with a 400 that names the cap, before any query runs', async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('bucket', oldMaximum)))
    expect(response.status).toBe(400)
    expect(body!.message).toMatch(/hitsPerPage|attributesToSnippet/)
    const snippets = await call(searchRequest(docSearchQuery('bucket', { attributesToSnippet: ['*:999'] })))
    expect(snippets.response.status).toBe(400)
    expect(snippets.body!.message).toBe(`Invalid value for parameter attributesToSnippet.0: at most ${MAX_SNIPPET_WORDS} words per snippet`)
  })

  it('leaves what DocSearch and a 50-hit tool ask for, with every attribute, answered', async () => {
    expect((await call(searchRequest(docSearchQuery('bucket')))).response.status).toBe(200)
    const tool = await call(searchRequest(docSearchQuery('bucket', { hitsPerPage: 50, attributesToRetrieve: ['*'], attributesToSnippet: ['content:50'] })))
    expect(tool.response.status).toBe(200)
  })

  it('bounds the answer to what those caps allow: 1 MB, not 4 MB', () => {
    expect(MAX_HITS_PER_PAGE).toBeLessThanOrEqual(50)
    expect(MAX_HITS_PER_CALL).toBeLessThanOrEqual(100)
    expect(MAX_REQUESTS).toBeLessThanOrEqual(5)
    expect(MAX_ANSWER_BYTES).toBeLessThanOrEqual(1024 * 1024)
  })
})

describe('request input is looked up only among own properties', () => {
  const inherited = ['__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'toString']

  it('ignores inherited names as parameters, in JSON fields and in the params string', async () => {
    const asField = JSON.stringify(docSearchQuery('bucket', { hitsPerPage: 1 })).replace('"hitsPerPage":1', '"hitsPerPage":1,"__proto__":{"hitsPerPage":5000,"query":"secret"},"constructor":{"query":"secret"}')
    const fromField = await call(searchRequest(asField))
    expect(fromField.response.status).toBe(200)
    expect(fromField.body!.results[0]).toMatchObject({ query: 'bucket', hitsPerPage: 1 })
    const params = `query=bucket&hitsPerPage=1&${inherited.map((name) => `${name}=5000`).join('&')}`
    const fromString = await call(searchRequest({ requests: [{ indexName: INDEX_NAME, params }] }))
    expect(fromString.response.status).toBe(200)
    expect(fromString.body!.results[0]).toMatchObject({ query: 'bucket', hitsPerPage: 1 })
  })

  it('highlights and snippets nothing for inherited attribute names', async () => {
    const { response, body } = await call(searchRequest(docSearchQuery('bucket', { attributesToHighlight: inherited, attributesToSnippet: inherited, attributesToRetrieve: ['url'] })))
    expect(response.status).toBe(200)
    for (const hit of body!.results[0].hits) expect(hit).toEqual({ objectID: expect.any(String), url: expect.any(String), _highlightResult: {}, _snippetResult: {} })
  })

  it.each(inherited)('refuses %s as a facet in every kind of filter', async (name) => {
    for (const [parameter, value] of [['facetFilters', [`${name}:x`]], ['filters', `${name}:x`], ['optionalFilters', [`${name}:x`]]] as const) {
      const { response, body } = await call(searchRequest(docSearchQuery('bucket', { [parameter]: value })))
      expect(response.status, parameter).toBe(400)
      expect(body!.message).toBe(`${parameter}: attribute ${name} is not in attributesForFaceting (sdk, version, pageType, scope, type)`)
    }
  })

  it.each(inherited)('answers 404 for %s as an index name', async (name) => {
    const { response } = await call(searchRequest({ requests: [{ indexName: name, query: 'x' }] }))
    expect(response.status).toBe(404)
    const single = await call(searchRequest({ params: 'query=x' }, { path: `/docs/api/search/1/indexes/${name}/query` }))
    expect(single.response.status).toBe(404)
  })
})
