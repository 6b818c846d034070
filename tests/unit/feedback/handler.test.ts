import { handleFeedbackRequest, methodNotAllowed, type FeedbackHandlerDeps } from '@/lib/feedback/handler'
import { createFeedbackRateLimiter } from '@/lib/feedback/rate-limit'
import type { NewFeedback } from '@/lib/feedback/store'
import { isKnownRoute, quietLogger } from './helpers'

const ENDPOINT = 'http://127.0.0.1/docs/api/feedback'
const VALID = { url: '/docs/concepts/introduction', ua: 'Mozilla/5.0 (X11)', comment: 'Clear, thanks', answer: 'yes' }
const NOW = new Date('2025-06-01T12:34:56.789Z')

function memoryStore() {
  const rows: NewFeedback[] = []
  const byKey = (key: string) => rows.find((row) => row.idempotencyKey === key)
  return {
    rows,
    // Like the real store: a key already stored is not stored again.
    add: async (entry: NewFeedback) => {
      if (entry.idempotencyKey && byKey(entry.idempotencyKey)) return false
      rows.push(entry)
      return true
    },
    findByIdempotencyKey: async (key: string) => {
      const row = byKey(key)
      return row ? { bodyHash: row.bodyHash ?? null } : undefined
    },
  }
}

function makeDeps(overrides: Partial<FeedbackHandlerDeps> = {}) {
  const store = memoryStore()
  const logger = quietLogger()
  const deps: FeedbackHandlerDeps = {
    store,
    limiter: createFeedbackRateLimiter({ rateLimitPoints: 1000, rateLimitWindowSeconds: 60 }),
    isKnownPath: isKnownRoute,
    now: () => NOW,
    logger,
    ...overrides,
  }
  return { deps, rows: store.rows, logger }
}

type Body = string | Uint8Array | ReadableStream<Uint8Array>

function request(body: Body | undefined, init: { method?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(ENDPOINT, {
    method: init.method ?? 'POST',
    headers: init.headers ?? { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
}

const json = (value: unknown) => JSON.stringify(value)
const bytes = (text: string) => new TextEncoder().encode(text)

/** A body that arrives in chunks, without a Content-Length, to test the streaming cap. */
function streamOf(totalBytes: number, chunkBytes = 1024): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
}

/** A limiter whose every bucket is used up, whatever key the handler asks about. */
function exhaustedLimiter(): FeedbackHandlerDeps['limiter'] {
  return { consume: async () => ({ allowed: false, retryAfterSeconds: 60 }) }
}

interface BadCase {
  name: string
  status: 400 | 405 | 413 | 415 | 429
  request: () => Request
  deps?: () => Partial<FeedbackHandlerDeps>
}

const BAD_REQUESTS: BadCase[] = [
  { name: 'GET', status: 405, request: () => request(undefined, { method: 'GET' }) },
  { name: 'PUT', status: 405, request: () => request(json(VALID), { method: 'PUT' }) },
  { name: 'DELETE', status: 405, request: () => request(undefined, { method: 'DELETE' }) },
  { name: 'no Content-Type', status: 415, request: () => request(bytes(json(VALID)), { headers: {} }) },
  { name: 'text/html', status: 415, request: () => request(json(VALID), { headers: { 'content-type': 'text/html' } }) },
  {
    name: 'a form post',
    status: 415,
    request: () => request('answer=yes', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  {
    name: 'a declared Content-Length over 16 KB',
    status: 413,
    request: () => request(json(VALID), { headers: { 'content-type': 'application/json', 'content-length': '16385' } }),
  },
  { name: 'a streamed body over 16 KB without Content-Length', status: 413, request: () => request(streamOf(16 * 1024 + 1)) },
  {
    name: 'a body larger than its Content-Length claims',
    status: 413,
    request: () => request(streamOf(64 * 1024), { headers: { 'content-type': 'application/json', 'content-length': '10' } }),
  },
  {
    name: 'a malformed Content-Length',
    status: 400,
    request: () => request(json(VALID), { headers: { 'content-type': 'application/json', 'content-length': 'ten' } }),
  },
  {
    name: 'a body that breaks off mid-upload',
    status: 400,
    request: () =>
      request(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"url":'))
            controller.error(new Error('socket hang up'))
          },
        }),
      ),
  },
  { name: 'an empty body', status: 400, request: () => request('') },
  { name: 'no body at all', status: 400, request: () => request(undefined) },
  { name: 'truncated JSON', status: 400, request: () => request('{"url": "/docs", "answer": ') },
  { name: 'invalid UTF-8', status: 400, request: () => request(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])) },
  { name: 'a JSON array', status: 400, request: () => request(json([VALID])) },
  { name: 'JSON null', status: 400, request: () => request('null') },
  { name: 'an unknown answer', status: 400, request: () => request(json({ ...VALID, answer: 'maybe' })) },
  { name: 'a numeric answer', status: 400, request: () => request(json({ ...VALID, answer: 1 })) },
  { name: 'a missing answer', status: 400, request: () => request(json({ url: VALID.url })) },
  { name: 'an unknown page', status: 400, request: () => request(json({ ...VALID, url: '/docs/nope' })) },
  { name: 'a URL that is not a path', status: 400, request: () => request(json({ ...VALID, url: 'javascript:alert(1)' })) },
  { name: 'a comment over 5000 characters', status: 400, request: () => request(json({ ...VALID, comment: 'x'.repeat(5001) })) },
  { name: 'a user agent over 512 characters', status: 400, request: () => request(json({ ...VALID, ua: 'u'.repeat(513) })) },
  { name: 'an object as comment', status: 400, request: () => request(json({ ...VALID, comment: { text: 'hi' } })) },
  { name: 'a NUL in the comment', status: 400, request: () => request(json({ ...VALID, comment: 'a\u0000b' })) },
  // JSON escapes decode to lone UTF-16 surrogates, which have no UTF-8 form to store.
  { name: 'a lone surrogate in the comment', status: 400, request: () => request(json(VALID).replace('Clear, thanks', '\\ud800')) },
  { name: 'a lone surrogate in the user agent', status: 400, request: () => request(json({ ...VALID, ua: 'x\udfff' })) },
  {
    name: 'a client over the rate limit',
    status: 429,
    request: () => request(json(VALID)),
    deps: () => ({ limiter: exhaustedLimiter() }),
  },
]

describe('handleFeedbackRequest rejects bad requests', () => {
  it('covers at least 15 cases', () => {
    expect(BAD_REQUESTS.length).toBeGreaterThanOrEqual(15)
  })

  it.each(BAD_REQUESTS)('$name → $status', async ({ request: makeRequest, status, deps: extra }) => {
    const { deps, rows } = makeDeps(extra?.())
    const response = await handleFeedbackRequest(makeRequest(), deps)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body.error).toEqual(expect.any(String))
    expect(rows).toHaveLength(0)
  })
})

describe('handleFeedbackRequest', () => {
  it('stores a valid submission with the server time and the page route, answering 201', async () => {
    const { deps, rows } = makeDeps()
    const response = await handleFeedbackRequest(request(json(VALID)), deps)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(rows).toEqual([
      {
        receivedAt: '2025-06-01T12:34:56.789Z',
        path: '/concepts/introduction',
        answer: 'yes',
        comment: 'Clear, thanks',
        userAgent: 'Mozilla/5.0 (X11)',
      },
    ])
  })

  it.each(['application/json; charset=utf-8', 'text/plain;charset=UTF-8', 'application/vnd.api+json', 'Application/JSON'])(
    'accepts Content-Type %s',
    async (contentType) => {
      const { deps } = makeDeps()
      const response = await handleFeedbackRequest(request(json(VALID), { headers: { 'content-type': contentType } }), deps)
      expect(response.status).toBe(201)
    },
  )

  it('accepts a body of exactly 16 KB', async () => {
    const { deps, rows } = makeDeps()
    const payload = json({ ...VALID, answer: 'feedback', comment: '' })
    const body = payload + ' '.repeat(16 * 1024 - payload.length)
    const response = await handleFeedbackRequest(request(body), deps)
    expect(response.status).toBe(201)
    expect(rows).toHaveLength(1)
  })

  it('stores an empty comment and keeps markup in comments as text', async () => {
    const { deps, rows } = makeDeps()
    await handleFeedbackRequest(request(json({ ...VALID, comment: '' })), deps)
    await handleFeedbackRequest(request(json({ ...VALID, comment: '<img src=x onerror=alert(1)>' })), deps)
    expect(rows.map((row) => row.comment)).toEqual(['', '<img src=x onerror=alert(1)>'])
  })

  it('stores a submission retried with the same Idempotency-Key once, and answers the retry as the first', async () => {
    const { deps, rows } = makeDeps()
    const headers = { 'content-type': 'application/json', 'idempotency-key': '7d1f1c9e-1b2a-4c1e-9b58-2f4d8e0a9c11' }
    const first = await handleFeedbackRequest(request(json(VALID), { headers }), deps)
    const retry = await handleFeedbackRequest(request(json(VALID), { headers }), deps)
    expect([first.status, retry.status]).toEqual([201, 201])
    expect(await retry.json()).toEqual({ ok: true, duplicate: true })
    expect(rows).toHaveLength(1)
    expect(rows[0].idempotencyKey).toBe(headers['idempotency-key'])
    await handleFeedbackRequest(request(json(VALID), { headers: { ...headers, 'idempotency-key': 'another-key-123' } }), deps)
    await handleFeedbackRequest(request(json(VALID)), deps)
    expect(rows).toHaveLength(3)
  })

  it('answers a retry of a stored submission without spending a rate-limit point', async () => {
    const { deps, rows } = makeDeps({ limiter: createFeedbackRateLimiter({ rateLimitPoints: 1, rateLimitWindowSeconds: 60 }) })
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'retry-key-0001' }
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await handleFeedbackRequest(request(json(VALID), { headers }), deps)).status)
    expect(statuses).toEqual([201, 201, 201, 201])
    expect(rows).toHaveLength(1)
  })

  it('answers 422 to a reused Idempotency-Key with a different body, and keeps the first body', async () => {
    const { deps, rows } = makeDeps()
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'reused-key-0001' }
    expect((await handleFeedbackRequest(request(json(VALID), { headers }), deps)).status).toBe(201)
    const reused = await handleFeedbackRequest(request(json({ ...VALID, comment: 'Something else' }), { headers }), deps)
    expect(reused.status).toBe(422)
    expect((await reused.json()).error).toMatch(/Idempotency-Key .*different/)
    expect(rows.map((row) => row.comment)).toEqual([VALID.comment])
    // The same submission sent again with other whitespace in its JSON is the same submission.
    const respaced = await handleFeedbackRequest(request(JSON.stringify(VALID, null, 2), { headers }), deps)
    expect(respaced.status).toBe(201)
  })

  it('answers 422 when a submission with the same key but another body is stored between the check and the insert', async () => {
    const store = memoryStore()
    const racing = {
      ...store,
      findByIdempotencyKey: vi.fn(store.findByIdempotencyKey).mockResolvedValueOnce(undefined),
    }
    await store.add({ receivedAt: NOW.toISOString(), path: '/', answer: 'no', comment: '', userAgent: '', idempotencyKey: 'racing-key-0001', bodyHash: 'other' })
    const { deps } = makeDeps({ store: racing })
    const response = await handleFeedbackRequest(request(json(VALID), { headers: { 'content-type': 'application/json', 'idempotency-key': 'racing-key-0001' } }), deps)
    expect(response.status).toBe(422)
    expect(store.rows).toHaveLength(1)
  })

  it('answers a malformed Idempotency-Key with 400 and stores nothing', async () => {
    const { deps, rows } = makeDeps()
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it', '<script>alert(1)</script>']) {
      const response = await handleFeedbackRequest(request(json(VALID), { headers: { 'content-type': 'application/json', 'idempotency-key': key } }), deps)
      expect(response.status, key).toBe(400)
      expect((await response.json()).error).toMatch(/Idempotency-Key/)
    }
    expect(rows).toHaveLength(0)
  })

  it('answers 400 with the failing fields listed', async () => {
    const { deps } = makeDeps()
    const response = await handleFeedbackRequest(request(json({ ...VALID, answer: 'maybe', ua: 5 })), deps)
    const body = await response.json()
    expect(body.error).toBe('Invalid feedback')
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['answer', 'ua'])
  })

  it('answers 503 and logs when the store fails, without leaking the cause', async () => {
    const { deps, logger } = makeDeps({ store: { add: async () => Promise.reject(new Error('disk full at /secret')), findByIdempotencyKey: async () => undefined } })
    const response = await handleFeedbackRequest(request(json(VALID), { headers: { 'content-type': 'application/json', 'x-request-id': 'req-abcdefgh' } }), deps)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    const body = await response.json()
    expect(body.error).toMatch(/could not be stored/)
    expect(JSON.stringify(body)).not.toContain('/secret')
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/could not store/), expect.any(Error), { requestId: 'req-abcdefgh' })
  })

  it('sends Retry-After with 429', async () => {
    const { deps } = makeDeps({ limiter: createFeedbackRateLimiter({ rateLimitPoints: 1, rateLimitWindowSeconds: 30 }) })
    expect((await handleFeedbackRequest(request(json(VALID)), deps)).status).toBe(201)
    const limited = await handleFeedbackRequest(request(json(VALID)), deps)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(29)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30)
  })

  it('lets all clients share one limit unless proxy headers are trusted', async () => {
    const from = (ip: string) => request(json(VALID), { headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1` } })
    const limiter = () => createFeedbackRateLimiter({ rateLimitPoints: 1, rateLimitWindowSeconds: 60 })

    const shared = makeDeps({ limiter: limiter() }).deps
    expect((await handleFeedbackRequest(from('203.0.113.1'), shared)).status).toBe(201)
    expect((await handleFeedbackRequest(from('203.0.113.2'), shared)).status).toBe(429)

    const trusted = makeDeps({ limiter: limiter(), trustProxy: true }).deps
    expect((await handleFeedbackRequest(from('203.0.113.1'), trusted)).status).toBe(201)
    expect((await handleFeedbackRequest(from('203.0.113.2'), trusted)).status).toBe(201)
    expect((await handleFeedbackRequest(from('203.0.113.1'), trusted)).status).toBe(429)
    const realIp = request(json(VALID), { headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.3' } })
    expect((await handleFeedbackRequest(realIp, trusted)).status).toBe(201)
  })
})

describe('methodNotAllowed', () => {
  it('answers 405 with Allow: POST, OPTIONS (what OPTIONS lists too)', async () => {
    const response = methodNotAllowed()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await response.json()).error).toMatch(/POST/)
  })
})

describe('handleFeedbackRequest rate limiting', () => {
  const oneAMinute = () => createFeedbackRateLimiter({ rateLimitPoints: 1, rateLimitWindowSeconds: 60 })
  const onPage = (url: string, headers: Record<string, string> = {}) =>
    request(json({ ...VALID, url }), { headers: { 'content-type': 'application/json', ...headers } })

  it('counts only valid submissions: rejected requests use up no points', async () => {
    const { deps, rows } = makeDeps({ limiter: oneAMinute() })
    const rejected = [
      request(json({ ...VALID, answer: 'maybe' })),
      request(json({ ...VALID, url: '/docs/nope' })),
      request(json({ ...VALID, comment: '\ud800' })),
      request('{"url": '),
      request(json(VALID), { headers: { 'content-type': 'text/html' } }),
      request(streamOf(16 * 1024 + 1)),
    ]
    for (const bad of rejected) expect((await handleFeedbackRequest(bad, deps)).status).toBeGreaterThanOrEqual(400)
    expect((await handleFeedbackRequest(request(json(VALID)), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(request(json(VALID)), deps)).status).toBe(429)
    expect(rows).toHaveLength(1)
  })

  it('keeps a bucket per page while clients cannot be told apart, so flooding one page leaves the others open', async () => {
    const { deps, rows } = makeDeps({ limiter: oneAMinute() })
    expect((await handleFeedbackRequest(onPage('/docs/concepts/introduction'), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(onPage('/docs/concepts/introduction'), deps)).status).toBe(429)
    // The same page written another way is the same bucket.
    expect((await handleFeedbackRequest(onPage('/concepts/introduction/?ref=x'), deps)).status).toBe(429)
    expect((await handleFeedbackRequest(onPage('/docs/reference/nodejs'), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(onPage('/docs'), deps)).status).toBe(201)
    expect(rows.map((row) => row.path)).toEqual(['/concepts/introduction', '/reference/nodejs', '/'])
  })

  it('falls back to the page bucket when proxy headers are trusted but missing', async () => {
    const { deps } = makeDeps({ limiter: oneAMinute(), trustProxy: true })
    expect((await handleFeedbackRequest(onPage('/docs/concepts/introduction'), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(onPage('/docs/reference/nodejs'), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(onPage('/docs/reference/nodejs'), deps)).status).toBe(429)
    // A client the proxy names has its own bucket, across pages.
    const client = { 'x-forwarded-for': '203.0.113.9' }
    expect((await handleFeedbackRequest(onPage('/docs/reference/nodejs', client), deps)).status).toBe(201)
    expect((await handleFeedbackRequest(onPage('/docs/concepts/introduction', client), deps)).status).toBe(429)
  })

  it('warns once when requests carry proxy headers that FEEDBACK_TRUST_PROXY=false ignores', async () => {
    const { deps, logger } = makeDeps()
    await handleFeedbackRequest(request(json(VALID)), deps)
    expect(logger.warn).not.toHaveBeenCalled()
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.1' }, { 'x-real-ip': '203.0.113.2' }, { 'x-forwarded-for': '203.0.113.3' }]
    for (const headers of proxied) {
      expect((await handleFeedbackRequest(onPage(VALID.url, headers), deps)).status).toBe(201)
    }
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/X-Forwarded-For.*FEEDBACK_TRUST_PROXY is off.*each page/))
  })

  it('does not warn when proxy headers are trusted', async () => {
    const { deps, logger } = makeDeps({ trustProxy: true })
    await handleFeedbackRequest(onPage(VALID.url, { 'x-forwarded-for': '203.0.113.1' }), deps)
    expect(logger.warn).not.toHaveBeenCalled()
  })
})
