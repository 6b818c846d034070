import { createSearchSession, SETTLE_MS, type AnsweredSearch } from '@/lib/search-signals/search-session'

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const answer = (query: string, hits = 2, urls: string[] = ['/storage', '/storage#buckets']): AnsweredSearch => ({ query, hits, urls: hits === 0 ? [] : urls })

describe('a search session', () => {
  it('reports the last query of a run of keystrokes once, not each keystroke', () => {
    const time = clock()
    const session = createSearchSession('/apis', time.now)
    for (const query of ['s', 'st', 'sto', 'stor', 'storage']) {
      session.answered(answer(query))
      time.advance(150)
    }
    expect(session.take()).toEqual([{ query: 'storage', hits: 2, path: '/apis', chosen: null }])
    expect(session.take()).toEqual([])
  })

  it('reports a zero-hit search the reader left standing, then a different search', () => {
    const time = clock()
    const session = createSearchSession('/', time.now)
    session.answered(answer('bucket ttl', 0))
    time.advance(SETTLE_MS)
    session.answered(answer('q'))
    session.answered(answer('queues'))
    expect(session.take()).toEqual([
      { query: 'bucket ttl', hits: 0, path: '/', chosen: null },
      { query: 'queues', hits: 2, path: '/', chosen: null },
    ])
  })

  it('treats typing on or deleting back after a pause as the same search', () => {
    const time = clock()
    const session = createSearchSession('/', time.now)
    session.answered(answer('stor'))
    time.advance(SETTLE_MS * 2)
    session.answered(answer('storage bucket'))
    time.advance(SETTLE_MS * 2)
    session.answered(answer('storage'))
    expect(session.take().map((report) => report.query)).toEqual(['storage'])
  })

  it('does not settle a query that stood shorter than the pause', () => {
    const time = clock()
    const session = createSearchSession('/', time.now)
    session.answered(answer('topics'))
    time.advance(SETTLE_MS - 1)
    session.answered(answer('queues'))
    expect(session.take().map((report) => report.query)).toEqual(['queues'])
  })

  it('reports the chosen result with its 1-based position, and starts afresh', () => {
    const session = createSearchSession('/apis', clock().now)
    session.answered(answer('storage'))
    session.chosen('/storage#buckets')
    expect(session.take()).toEqual([{ query: 'storage', hits: 2, path: '/apis', chosen: { position: 2, url: '/storage#buckets' } }])
  })

  it('ignores a choice that is not among the hits on screen (a recent search)', () => {
    const session = createSearchSession('/', clock().now)
    session.chosen('/storage')
    expect(session.take()).toEqual([])
    session.answered(answer('storage'))
    session.chosen('/elsewhere')
    expect(session.take()).toEqual([{ query: 'storage', hits: 2, path: '/', chosen: null }])
  })

  it('updates the hits of the same query answered again, and skips an emptied box', () => {
    const time = clock()
    const session = createSearchSession('/', time.now)
    session.answered(answer('storage', 2))
    session.answered(answer('Storage ', 5))
    session.answered(answer(''))
    expect(session.take()).toEqual([])
    session.answered(answer('storage', 5))
    time.advance(SETTLE_MS)
    session.answered(answer(''))
    expect(session.take()).toEqual([{ query: 'storage', hits: 5, path: '/', chosen: null }])
  })

  it('keeps at most the latest ten settled searches', () => {
    const time = clock()
    const session = createSearchSession('/', time.now)
    for (let i = 0; i < 15; i++) {
      session.answered(answer(`query ${String.fromCharCode(97 + i)}`))
      time.advance(SETTLE_MS)
    }
    const reports = session.take()
    expect(reports).toHaveLength(10)
    expect(reports.at(-1)?.query).toBe('query o')
  })
})
