import type { DocSearchTransformClient } from '@docsearch/react'
import { observeAnswers } from '@/components/search/search-signals'
import { SEARCH_SIGNALS_ENDPOINT } from '@/lib/search-signals/constants'
import { createSearchSession } from '@/lib/search-signals/search-session'
import { sendSearchReport } from '@/lib/search-signals/send-report'

/** A client whose answers arrive when the test says, in any order. */
function heldClient() {
  const pending = new Map<string, () => void>()
  const client = {
    search: (params: { requests: Array<{ query: string }> }) =>
      new Promise((resolve) => {
        const query = params.requests[0].query
        pending.set(query, () => resolve({ results: [{ nbHits: query.length, hits: [{ url: `/docs/${query}#part` }] }] }))
      }),
  } as unknown as DocSearchTransformClient
  return { client, answer: (query: string) => pending.get(query)!() }
}

const ask = (client: DocSearchTransformClient, query: string) =>
  client.search({ requests: [{ indexName: 'docs', query }] } as unknown as Parameters<DocSearchTransformClient['search']>[0])

describe('the dialog’s report', () => {
  it('reads the query, hit count and result addresses of each answer, skipping an answer that arrives after a later one', async () => {
    const session = createSearchSession('/apis')
    const { client, answer } = heldClient()
    const observed = observeAnswers(client, session)
    const early = ask(observed, 'sto')
    const late = ask(observed, 'storage')
    answer('storage')
    await late
    answer('sto')
    await early
    session.chosen('/storage#part')
    expect(session.take()).toEqual([{ query: 'storage', hits: 7, path: '/apis', chosen: { position: 1, url: '/storage#part' } }])
  })

  it('sends with a beacon, falls back to a keepalive fetch, and sends nothing for no searches', () => {
    const report = [{ query: 'storage', hits: 7, path: '/apis', chosen: null }]
    const beacon = vi.fn(() => true)
    const fetch = vi.fn(() => Promise.resolve(new Response()))
    const view = { navigator: { sendBeacon: beacon }, fetch } as unknown as Window
    sendSearchReport([], view)
    expect(beacon).not.toHaveBeenCalled()
    sendSearchReport(report, view)
    expect(beacon).toHaveBeenCalledWith(SEARCH_SIGNALS_ENDPOINT, JSON.stringify({ searches: report }))
    expect(fetch).not.toHaveBeenCalled()

    beacon.mockReturnValue(false)
    sendSearchReport(report, view)
    expect(fetch).toHaveBeenCalledWith(SEARCH_SIGNALS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }))
  })
})

describe('the order of answers', () => {
  it('holds across the clients DocSearch asks for as the dialog renders', async () => {
    const session = createSearchSession('/')
    const { client, answer } = heldClient()
    const order = { asked: 0, answered: 0 }
    const early = ask(observeAnswers(client, session, order), 'sto')
    const late = ask(observeAnswers(client, session, order), 'storage')
    answer('storage')
    await late
    answer('sto')
    await early
    expect(session.take().map((report) => report.query)).toEqual(['storage'])
  })
})
