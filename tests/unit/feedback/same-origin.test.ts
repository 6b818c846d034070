import { handleFeedbackRequest, type FeedbackHandlerDeps } from '@/lib/feedback/handler'
import type { NewFeedback } from '@/lib/feedback/store'
import { isKnownRoute, quietLogger } from './helpers'

const BODY = JSON.stringify({ url: '/docs/concepts/introduction', answer: 'no', comment: 'planted', ua: 'x' })
const SITE_URL = 'https://docs.example.com'

function setup() {
  const rows: NewFeedback[] = []
  const consume = vi.fn(async () => ({ allowed: true as const }))
  const deps: FeedbackHandlerDeps = {
    store: { add: async (entry) => (rows.push(entry), true), findByIdempotencyKey: async () => undefined },
    limiter: { consume },
    isKnownPath: isKnownRoute,
    siteUrl: SITE_URL,
    logger: quietLogger(),
  }
  return { rows, consume, deps }
}

/** A POST to the feedback API as a browser on `host` would send it, text/plain like a no-cors fetch. */
function post(headers: Record<string, string>, host = 'docs.example.com'): Request {
  return new Request('http://127.0.0.1:3000/docs/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', host, ...headers },
    body: BODY,
  })
}

type Case = { name: string; headers: Record<string, string>; host?: string }

describe('cross-site feedback', () => {
  it.each<Case>([
    { name: 'the issue\'s probe: Origin evil.example, Sec-Fetch-Site cross-site', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    { name: 'Sec-Fetch-Site cross-site without Origin', headers: { 'sec-fetch-site': 'cross-site' } },
    { name: 'another origin without Fetch Metadata (an older browser)', headers: { origin: 'https://evil.example' } },
    { name: 'another subdomain of the same site', headers: { origin: 'https://preview.example.com', 'sec-fetch-site': 'same-site' } },
    { name: 'same-site without Origin', headers: { 'sec-fetch-site': 'same-site' } },
    { name: 'the same host on another port', headers: { origin: 'https://docs.example.com:8443', 'sec-fetch-site': 'same-site' } },
    { name: 'Origin null (a sandboxed frame)', headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } },
    { name: 'Origin null without Fetch Metadata', headers: { origin: 'null' } },
    { name: 'a malformed Origin', headers: { origin: 'not a url' } },
  ])('refuses $name with 403, stores nothing and spends no point', async ({ headers }) => {
    const { rows, consume, deps } = setup()
    const response = await handleFeedbackRequest(post(headers), deps)
    expect(response.status).toBe(403)
    expect((await response.json()).error).toMatch(/only accepted from pages of this site/)
    expect(rows).toEqual([])
    expect(consume).not.toHaveBeenCalled()
  })

  it.each<Case>([
    { name: 'the site itself (same-origin)', headers: { origin: 'https://docs.example.com', 'sec-fetch-site': 'same-origin' }, host: 'docs.example.com' },
    { name: 'the configured site URL behind a proxy that rewrites Host', headers: { origin: SITE_URL, 'sec-fetch-site': 'same-origin' }, host: 'app:3000' },
    { name: 'a preview host that is not the site URL (Origin equals Host)', headers: { origin: 'http://127.0.0.1:3100', 'sec-fetch-site': 'same-origin' }, host: '127.0.0.1:3100' },
    { name: 'a default port written out in Host', headers: { origin: 'https://preview.example.com' }, host: 'preview.example.com:443' },
    { name: 'a client that is not a browser (no Origin, no Fetch Metadata)', headers: {}, host: 'docs.example.com' },
    { name: 'a typed address (Sec-Fetch-Site none)', headers: { 'sec-fetch-site': 'none' }, host: 'docs.example.com' },
  ])('accepts $name', async ({ headers, host }) => {
    const { rows, deps } = setup()
    const response = await handleFeedbackRequest(post(headers, host), deps)
    expect(response.status).toBe(201)
    expect(rows).toHaveLength(1)
  })
})
