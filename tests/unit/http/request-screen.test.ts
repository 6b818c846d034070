import { describe, expect, it } from 'vitest'
import { APP_ROUTES } from '@/lib/http/app-routes.generated'
import { MAX_QUERY_PARAMETERS, screenRequest, type ScreenOptions } from '@/lib/http/request-screen'

const PAGES = new Set(['/', '/apis', '/reference/nodejs/topic/topic-publish'])
const options: ScreenOptions = {
  basePath: '/docs',
  isPage: (route) => PAGES.has(route),
  isRedirected: (route) => route === '/concepts/comparison' || route.startsWith('/concepts/comparison/'),
  routes: APP_ROUTES,
}
const screen = (target: string, method = 'GET') => screenRequest(method, target, options)

describe('the request screen', () => {
  it('recognises pages and says when the path is the page’s own address', () => {
    expect(screen('/docs')).toEqual({ kind: 'page', route: '/', markdown: false, canonical: true })
    expect(screen('/docs/apis')).toEqual({ kind: 'page', route: '/apis', markdown: false, canonical: true })
    expect(screen('/docs/apis', 'HEAD')).toMatchObject({ kind: 'page', canonical: true })
    for (const target of ['/docs/', '/docs/apis/', '/docs/apis?tab=python', '/docs/apis/']) {
      expect(screen(target), target).toMatchObject({ kind: 'page', canonical: false })
    }
  })

  it('maps a page’s Markdown address to the page, and never serves it as HTML', () => {
    expect(screen('/docs/apis.md')).toEqual({ kind: 'page', route: '/apis', markdown: true, canonical: false })
    expect(screen('/docs/index.md')).toMatchObject({ kind: 'page', route: '/' })
    expect(screen('/docs/nothing.md')).toEqual({ kind: 'not-found', markdown: true })
  })

  it('sends an address that names nothing to the 404 page, but lets redirects, APIs, framework files and feeds through', () => {
    for (const target of ['/docs/nope', '/docs/apis/extra', '/docs/reference/nodejs/topic/nope', '/docs/index']) expect(screen(target), target).toEqual({ kind: 'not-found' })
    // Below /api too: only the routes src/app defines reach the framework (APP_ROUTES).
    for (const target of ['/docs/api/nope', '/docs/api/og/extra', '/docs/api', '/docs/api/search', '/docs/favicon.ico']) expect(screen(target), target).toEqual({ kind: 'not-found' })
    for (const target of ['/docs/api/og', '/docs/api/og/', '/docs/api/health/ready', '/docs/robots.txt', '/docs/sitemap.xml', '/docs/llms-full.txt', '/docs/_not-found']) expect(screen(target), target).toEqual({ kind: 'pass' })
    for (const target of ['/docs/concepts/comparison', '/docs/concepts/comparison/winglang', '/docs/api/search/1/indexes/x/queries', '/docs/_next/static/chunks/a.js', '/docs/feed.xml', '/docs/llms.txt', '/docs/icon.svg', '/elsewhere', '/', '/docs//apis', '/docs/\\apis']) {
      const method = target.startsWith('/docs/api/search') ? 'POST' : 'GET'
      expect(screen(target, method), target).toEqual({ kind: 'pass' })
    }
  })

  it('answers a method HTTP does not define with 501 at every address, before any 405', () => {
    for (const method of ['PROPFIND', 'QUERY', 'M-SEARCH', 'SEARCH', 'TRACK', 'get']) {
      for (const target of ['/docs/apis', '/docs/api/mcp', '/docs/api/og', '/elsewhere']) {
        const verdict = screen(target, method)
        expect(verdict, `${method} ${target}`).toMatchObject({ kind: 'answer', status: 501 })
        expect(verdict.kind === 'answer' && verdict.headers.allow, `${method} ${target}: no Allow on a 501`).toBeFalsy()
      }
    }
  })

  it('answers a method the address does not serve with 405 and its Allow, TRACE anywhere included', () => {
    const cases: Array<[string, string, string]> = [
      ['POST', '/docs/apis', 'GET, HEAD'],
      ['DELETE', '/docs/apis.md', 'GET, HEAD'],
      ['GET', '/docs/api/feedback', 'POST, OPTIONS'],
      ['TRACE', '/elsewhere', 'GET, HEAD'],
      ['TRACE', '/docs/api/og', 'GET, HEAD, OPTIONS'],
    ]
    for (const [method, target, allow] of cases) {
      const verdict = screen(target, method)
      expect(verdict, `${method} ${target}`).toMatchObject({ kind: 'answer', status: 405 })
      if (verdict.kind === 'answer') expect(verdict.headers.allow).toBe(allow)
    }
    expect(screen('/elsewhere', 'POST')).toEqual({ kind: 'pass' })
  })

  it('answers malformed percent-encoding and oversized queries with 400, on every route', () => {
    for (const target of ['/docs/%ZZ', '/docs/apis%', '/docs/%c0%ae%c0%ae/etc/passwd', '/docs/%ZZ.md', '/docs/api/search/1/indexes/%ZZ/query']) {
      const verdict = screen(target, target.includes('/api/search') ? 'POST' : 'GET')
      expect(verdict, target).toMatchObject({ kind: 'answer', status: 400, body: 'Bad request: malformed percent-encoding in the path\n' })
    }
    const many = '?' + Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, i) => `a${i}=1`).join('&')
    expect(screen(`/docs/apis${many}`)).toMatchObject({ kind: 'answer', status: 400 })
    expect(screen(`/docs/apis?q=${'x'.repeat(9000)}`)).toMatchObject({ kind: 'answer', status: 400 })
    expect(screen(`/docs/apis?${many.slice(1, many.lastIndexOf('&'))}`)).toMatchObject({ kind: 'page' })
  })

  it('answers targets that are not a path with 400: asterisk-form, and absolute-form, which would let redirects name the client’s host', () => {
    for (const [target, method] of [['*', 'GET'], ['*', 'OPTIONS'], ['http://evil.example/docs/apis', 'GET'], ['http://evil.example/', 'GET'], ['https://evil.example/docs/api/feedback', 'POST'], ['evil.example:443', 'GET']]) {
      expect(screen(target, method), `${method} ${target}`).toMatchObject({ kind: 'answer', status: 400, headers: { 'cache-control': 'no-store' } })
    }
    expect(screen('*', 'OPTIONS')).toMatchObject({ body: expect.stringMatching(/asterisk/) })
    expect(screen('http://evil.example/docs/apis')).toMatchObject({ body: expect.stringMatching(/not an absolute URL/) })
  })

  it('sends a page address written with escapes to the page’s own address, so no other name is ever rendered and kept', () => {
    const cases: Array<[string, string]> = [
      ['/docs/%61pis', '/docs/apis'],
      ['/docs/%61pis?lang=go', '/docs/apis?lang=go'],
      ['/docs/reference/nodejs/topic/topic-publish%2F', '/docs/reference/nodejs/topic/topic-publish'],
      ['/docs/reference/nodejs/topic/topic-publish%2emd', '/docs/reference/nodejs/topic/topic-publish.md'],
      ['/docs/index%2Emd', '/docs/index.md'],
    ]
    for (const [target, location] of cases) expect(screen(target), target).toMatchObject({ kind: 'answer', status: 308, headers: { location } })
    expect(screen('/docs/%61pis?q=%E2%80%A6')).toMatchObject({ headers: { location: '/docs/apis?q=%E2%80%A6' } })
    expect(screen('/docs/%61pis?q=\u00e9')).toMatchObject({ headers: { location: '/docs/apis' } })
    expect(screen('/docs/reference/nodejs/topic/nope%2F')).toEqual({ kind: 'not-found' })
  })

  it('answers dot-segments with 400 and over-long paths with 414, before anything looks them up', () => {
    for (const target of ['/docs/_next/../x', '/docs/_next/%2e%2e/x', '/docs/./apis', '/docs/api/og/..', '/docs/apis/%2E']) {
      expect(screen(target), target).toMatchObject({ kind: 'answer', status: 400, body: expect.stringMatching(/dot-segments/) })
    }
    expect(screen(`/docs/${'a'.repeat(10_000)}`)).toMatchObject({ kind: 'answer', status: 414 })
    expect(screen(`/docs/_next/static/${'a'.repeat(2000)}.js`)).toMatchObject({ kind: 'answer', status: 414 })
  })

  it('lets the Markdown handler’s own address through only for a page’s Markdown', () => {
    expect(screen('/docs/api/markdown/apis')).toEqual({ kind: 'pass' })
    expect(screen('/docs/api/markdown/index')).toEqual({ kind: 'pass' })
    for (const target of ['/docs/api/markdown/zzz', '/docs/api/markdown/%25', '/docs/api/markdown/a%25b', '/docs/api/markdown/%61pis', `/docs/api/markdown/${'x'.repeat(900)}`]) {
      expect(screen(target), target).toEqual({ kind: 'not-found', markdown: true })
    }
  })
})
