import { HTTP_METHODS } from 'next/dist/server/web/http'
import { describe, expect, it } from 'vitest'
import * as feedbackRoute from '@/app/api/feedback/route'
import * as markdownRoute from '@/app/api/markdown/[...slug]/route'
import * as ogRoute from '@/app/api/og/route'
import * as closestPageRoute from '@/app/api/closest-page/route'
import * as healthRoute from '@/app/api/health/route'
import * as readyRoute from '@/app/api/health/ready/route'
import * as searchRoute from '@/app/api/search/[...path]/route'
import { FEEDBACK_METHODS, READ_API_METHODS, SEARCH_METHODS, allowHeader, allowedMethods } from '@/lib/http/methods'

type Handler = (request: Request) => Response | Promise<Response>

/**
 * Next.js answers a method a route file does not export with a bare 405 (no Allow header), so every
 * dynamic route exports every method Next.js routes (HTTP_METHODS) and answers the ones it does not
 * serve itself.
 */
const ROUTES = [
  { name: 'og', module: ogRoute, url: 'http://localhost/docs/api/og?title=x', serves: READ_API_METHODS },
  { name: 'health', module: healthRoute, url: 'http://localhost/docs/api/health', serves: READ_API_METHODS },
  { name: 'health/ready', module: readyRoute, url: 'http://localhost/docs/api/health/ready', serves: READ_API_METHODS },
  { name: 'closest-page', module: closestPageRoute, url: 'http://localhost/docs/api/closest-page?path=/storge', serves: READ_API_METHODS },
  { name: 'feedback', module: feedbackRoute, url: 'http://localhost/docs/api/feedback', serves: FEEDBACK_METHODS },
  { name: 'search', module: searchRoute, url: 'http://localhost/docs/api/search/1/indexes/*/queries', serves: SEARCH_METHODS },
]

function handlerOf(module: object, method: string): Handler | undefined {
  return Object.hasOwn(module, method) ? (module as Record<string, Handler>)[method] : undefined
}

describe.each(ROUTES)('the $name route', ({ module, url, serves }) => {
  const allow = allowHeader(serves)

  it('exports a handler for every method Next.js routes', () => {
    for (const method of HTTP_METHODS) expect(handlerOf(module, method), method).toBeTypeOf('function')
  })

  it('answers the methods it does not serve with 405 and Allow', async () => {
    for (const method of HTTP_METHODS.filter((m) => !serves.includes(m))) {
      const response = await handlerOf(module, method)!(new Request(url, { method }))
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe(allow)
    }
  })

  it('answers OPTIONS with the same Allow as its 405s', async () => {
    const response = await handlerOf(module, 'OPTIONS')!(new Request(url, { method: 'OPTIONS' }))
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe(allow)
  })

  it('serves the methods the request proxy lets through to it', () => {
    expect(allowedMethods(new URL(url).pathname.slice('/docs'.length))).toEqual(serves)
  })
})

describe('the .md route', () => {
  it('exports GET alone: any other method would stop Next.js prerendering it', () => {
    expect(HTTP_METHODS.filter((method) => handlerOf(markdownRoute, method))).toEqual(['GET'])
    expect(allowedMethods('/apis.md')).toEqual(['GET', 'HEAD'])
  })
})
