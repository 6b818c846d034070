import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startSearchServer, type RunningSearchServer } from '../../../scripts/lib/search-node-server'
import { localSearchClient } from '../../../src/lib/search/local-client'
import { fixtureEngine, INDEX_NAME } from './helpers'

// The official Algolia client, configured the way the site configures it for DocSearch
// (localSearchClient), against handleSearchRequest served over real HTTP on loopback.
let server: RunningSearchServer
let client: ReturnType<typeof localSearchClient>

beforeAll(async () => {
  server = await startSearchServer(fixtureEngine())
  client = localSearchClient({ host: `127.0.0.1:${server.port}`, protocol: 'http:' })
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

/**
 * A stand-in for a server that is slow to answer: it holds the first `held` requests without an
 * answer and passes the rest to the search server.
 */
async function slowToStart(held: number) {
  let seen = 0
  const waiting: ServerResponse[] = []
  const proxy = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (seen++ < held) return void waiting.push(res)
    const chunks: Buffer[] = []
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
    const answer = await fetch(server.origin + req.url, { method: req.method, headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    host: `127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    requests: () => seen,
    close: () => {
      waiting.forEach((res) => res.destroy())
      proxy.closeAllConnections()
      return new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}

describe('the built-in service reached through its one address', () => {
  const query = { requests: [{ indexName: INDEX_NAME, query: 'secrets', hitsPerPage: 1 }] }
  const shortTimeouts = { connect: 100, read: 150, write: 150 }

  it('retries a search that timed out once, and gets its hits', async () => {
    const slow = await slowToStart(1)
    try {
      const { results } = await localSearchClient({ host: slow.host, protocol: 'http:' }, shortTimeouts).search(query)
      expect((results[0] as { hits: Array<{ url: string }> }).hits.map((hit) => hit.url)).toEqual(['/docs/secrets'])
      expect(slow.requests()).toBe(2)
    } finally {
      await slow.close()
    }
  })

  it('gives up after that one retry', async () => {
    const slow = await slowToStart(Infinity)
    try {
      await expect(localSearchClient({ host: slow.host, protocol: 'http:' }, shortTimeouts).search(query)).rejects.toMatchObject({ name: 'RetryError' })
      expect(slow.requests()).toBe(2)
    } finally {
      await slow.close()
    }
  })
})
