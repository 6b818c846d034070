import type { Server } from 'node:http'
import { handleFeedbackRequest } from '@/lib/feedback/handler'
import { closeServer, createFetchServer, listenOnLoopback } from '../../../scripts/lib/fetch-server'
import { createFeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import { openFeedbackStore, type FeedbackStore } from '@/lib/feedback/store'
import { isKnownRoute, postgresTestDatabase, quietLogger, type TestDatabase } from './helpers'

const SUBMISSIONS = 500

describe('two server processes writing to one PostgreSQL schema', () => {
  let database: TestDatabase
  const stores: FeedbackStore[] = []
  const servers: Server[] = []
  const origins: string[] = []

  beforeAll(async () => {
    database = postgresTestDatabase()
    for (let i = 0; i < 2; i++) {
      // Each "process" has its own pool, limiter and server, as two real instances would.
      const store = openFeedbackStore(database.settings, { poolSize: 10 })
      const limiter = createFeedbackRateLimiter({ rateLimitPoints: 1_000_000, rateLimitWindowSeconds: 60 })
      const logger = quietLogger()
      const { server, origin } = await listenOnLoopback(
        createFetchServer((request) => handleFeedbackRequest(request, { store, limiter, isKnownPath: isKnownRoute, logger })),
      )
      stores.push(store)
      servers.push(server)
      origins.push(origin)
    }
  })

  afterAll(async () => {
    await Promise.all(servers.map(closeServer))
    await Promise.all(stores.map((store) => store.close()))
    await database?.cleanup()
  })

  it(`keeps all ${SUBMISSIONS} concurrent submissions, no more and no fewer`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        fetch(`${origins[i % 2]}/docs/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            url: i % 3 === 0 ? '/docs' : '/docs/concepts/introduction',
            ua: `load-test/${i}`,
            comment: `submission ${i}`,
            answer: ['yes', 'no', 'feedback'][i % 3],
          }),
        }).then(async (response) => {
          await response.arrayBuffer()
          return response.status
        }),
      ),
    )
    expect(statuses).toHaveLength(SUBMISSIONS)
    expect(statuses.filter((status) => status !== 201)).toEqual([])

    expect(await stores[0].count()).toBe(SUBMISSIONS)
    const comments = new Set((await stores[1].list()).map((record) => record.comment))
    expect(comments.size).toBe(SUBMISSIONS)
    expect(await stores[1].countByPage()).toEqual(
      expect.arrayContaining([
        { path: '/', yes: 167, no: 0, feedback: 0 },
        { path: '/concepts/introduction', yes: 0, no: 167, feedback: 166 },
      ]),
    )
  })
})
