import { liteClient } from 'algoliasearch/lite'
import { startSearchServer, type RunningSearchServer } from '../../../scripts/lib/search-node-server'
import { fixtureEngine, INDEX_NAME } from './helpers'

// The official Algolia client, configured the way the site configures it for DocSearch, against
// handleSearchRequest served over real HTTP on loopback.
let server: RunningSearchServer
let client: ReturnType<typeof liteClient>

beforeAll(async () => {
  server = await startSearchServer(fixtureEngine())
  client = liteClient('local', 'local', {
    hosts: [{ url: `127.0.0.1:${server.port}/docs/api/search`, protocol: 'http', accept: 'readWrite' }],
  })
})

afterAll(() => server.close())

interface DocHit {
  url: string
  hierarchy: Record<string, string | null>
  _highlightResult: { hierarchy: Record<string, { value: string; matchLevel: string }> }
  _snippetResult: { content?: { value: string } }
}

describe('official algoliasearch lite client', () => {
  it('gets hits through search({ requests })', async () => {
    const { results } = await client.search<DocHit>({
      requests: [
        {
          indexName: INDEX_NAME,
          query: 'buckt',
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          clickAnalytics: true,
        },
      ],
    })
    const result = results[0] as { hits: DocHit[]; nbHits: number; queryID?: string; index?: string }
    expect(result.nbHits).toBeGreaterThan(0)
    expect(result.index).toBe(INDEX_NAME)
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(result.hits[0].url).toMatch(/^\/docs\/(storage|reference\/nodejs\/storage)/)
    expect(JSON.stringify(result.hits)).toContain('<mark>bucket</mark>')
  })

  it('gets hits through the older array form with params', async () => {
    const { results } = await client.search<DocHit>([{ indexName: INDEX_NAME, params: { query: 'secrets', hitsPerPage: 1 } }])
    const result = results[0] as { hits: DocHit[]; hitsPerPage: number }
    expect(result.hitsPerPage).toBe(1)
    expect(result.hits.map((hit) => hit.url)).toEqual(['/docs/secrets'])
  })

  it('gets hits through searchForHits', async () => {
    const { results } = await client.searchForHits<DocHit>({ requests: [{ indexName: INDEX_NAME, query: 'getDownloadUrl' }] })
    expect(results[0].hits.map((hit) => hit.url)).toEqual(['/docs/storage#work-with-files'])
  })

  it("raises the server's message and status for an unknown index", async () => {
    await expect(client.search({ requests: [{ indexName: 'nope', query: 'x' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: expect.stringContaining('nope'),
    })
  })
})
