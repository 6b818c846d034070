import { describe, expect, it } from 'vitest'
import { closestPageResponse } from '@/lib/closest-page/handler'
import { handleFeedbackRequest } from '@/lib/feedback/handler'
import { createFeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import { jsonLogger, type LogLine } from '@/lib/log/json-logger'
import { requestErrorLogger } from '@/lib/log/request-error'
import { createOgService } from '@/lib/og/service'
import { handleSearchRequest } from '@/lib/search/handler'

// What a reader sends that must never reach a log line: their address and what they typed.
const READER_IP = '203.0.113.77'
const READER_TEXT = 'Jane Doe jane@example.com private words'
const REQUEST_ID = 'req-0123456789abcdef'
const READER_HEADERS = { 'x-request-id': REQUEST_ID, 'x-forwarded-for': READER_IP, 'x-real-ip': READER_IP }

/** A JSON logger whose lines are kept for the test. */
function capturedLogger(component: string) {
  const lines: string[] = []
  return { logger: jsonLogger(component, (line) => lines.push(line)), lines }
}

/** The one line logged, parsed, after checking it carries nothing of the reader's. */
function onlyLine(lines: string[]): LogLine {
  expect(lines).toHaveLength(1)
  expect(lines[0]).not.toContain(READER_IP)
  expect(lines[0]).not.toContain('jane@example.com')
  expect(lines[0]).not.toContain('private words')
  return JSON.parse(lines[0]) as LogLine
}

describe('server errors are logged as one JSON line with the request id and no personal data', () => {
  it('search: an unexpected error (500)', async () => {
    const { logger, lines } = capturedLogger('search')
    const request = new Request('http://localhost/docs/api/search/1/indexes/*/queries', {
      method: 'POST',
      headers: { ...READER_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'docs', params: `query=${encodeURIComponent(READER_TEXT)}` }] }),
    })
    const engine = () => {
      throw new Error('index file unreadable')
    }
    const response = await handleSearchRequest(request, engine, { logger })
    expect(response.status).toBe(500)
    expect(onlyLine(lines)).toMatchObject({ level: 'error', component: 'search', requestId: REQUEST_ID, error: { message: 'index file unreadable' } })
  })

  it('social image: a card the renderer fails on (the fallback card is served)', async () => {
    const { logger, lines } = capturedLogger('og')
    const service = createOgService({
      render: async (card) => {
        if (card.title !== 'Fallback') throw new Error('glyph table broken')
        return new Uint8Array([137, 80, 78, 71])
      },
      covers: () => true,
      brand: 'Nitric',
      address: 'nitric.io/docs',
      fallbackTitle: 'Fallback',
      fallbackDescription: 'Fallback description',
      log: (message, error, context) => logger.error(message, error, context),
    })
    const query = new URLSearchParams({ title: READER_TEXT, description: READER_TEXT })
    const response = await service.respond(new Request(`http://localhost/docs/api/og?${query}`, { headers: READER_HEADERS }))
    expect(response.status).toBe(200)
    expect(onlyLine(lines)).toMatchObject({ level: 'error', component: 'og', requestId: REQUEST_ID, error: { message: 'glyph table broken' } })
  })

  it('closest page: the page list failing (500, no suggestion)', async () => {
    const { logger, lines } = capturedLogger('closest-page')
    const request = new Request(`http://localhost/docs/api/closest-page?path=${encodeURIComponent(`/docs/${READER_TEXT}`)}`, { headers: READER_HEADERS })
    const routes = () => {
      throw new Error('content folder missing')
    }
    const response = closestPageResponse(request, { basePath: '/docs', routes, titleOf: () => undefined, logger })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error', status: 500 })
    expect(onlyLine(lines)).toMatchObject({ level: 'error', component: 'closest-page', requestId: REQUEST_ID, error: { message: 'content folder missing' } })
  })

  it('feedback: a store that cannot take the submission (503)', async () => {
    const { logger, lines } = capturedLogger('feedback')
    const request = new Request('http://localhost/docs/api/feedback', {
      method: 'POST',
      headers: { ...READER_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ url: '/docs', ua: 'test', comment: READER_TEXT, answer: 'no' }),
    })
    const store = {
      add: async () => {
        throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
      },
      findByIdempotencyKey: async () => undefined,
    }
    const limiter = createFeedbackRateLimiter({ rateLimitPoints: 0, rateLimitWindowSeconds: 60 })
    const response = await handleFeedbackRequest(request, { store, limiter, isKnownPath: (route) => route === '/', logger, trustProxy: true })
    expect(response.status).toBe(503)
    expect(onlyLine(lines)).toMatchObject({ level: 'error', component: 'feedback', requestId: REQUEST_ID, error: { code: 'SQLITE_BUSY' } })
  })

  it("Next.js's onRequestError: a page or route that threw, path logged without its query", async () => {
    const { logger, lines } = capturedLogger('next')
    const error = Object.assign(new Error('render failed'), { digest: '1234567890' })
    await requestErrorLogger(logger)(
      error,
      { path: `/docs/storage?q=${encodeURIComponent(READER_TEXT)}`, method: 'GET', headers: READER_HEADERS },
      { routerKind: 'App Router', routePath: '/[...slug]', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined },
    )
    const line = onlyLine(lines)
    expect(line).toMatchObject({ level: 'error', component: 'next', requestId: REQUEST_ID, error: { message: 'render failed', digest: '1234567890' } })
    expect(line.message).toBe('GET /docs/storage failed (render /[...slug])')
  })
})
