import { describe, expect, it } from 'vitest'
import { allowedMethods, methodNotAllowed, optionsResponse } from '@/lib/http/methods'

describe('allowedMethods', () => {
  it('lets the APIs name their own methods and keeps everything else read-only', () => {
    expect(allowedMethods('/api/og')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/api/feedback')).toEqual(['POST', 'OPTIONS'])
    expect(allowedMethods('/api/search/1/indexes/*/queries')).toEqual(['POST', 'OPTIONS'])
    for (const path of ['/', '/apis', '/index.md', '/apis.md', '/feed.xml', '/llms.txt', '/no/such/page', '/api/unknown']) {
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD'])
    }
  })

  it('is not fooled by inherited names', () => {
    expect(allowedMethods('constructor')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('__proto__')).toEqual(['GET', 'HEAD'])
  })
})

describe('method answers', () => {
  it('405 names the allowed methods in Allow and in the text, and is not cached', async () => {
    const response = methodNotAllowed('POST', ['GET', 'HEAD'])
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('Method POST not allowed; use GET, HEAD\n')
  })

  it('repeats no markup or line breaks from the method', async () => {
    const text = await methodNotAllowed('<script>\r\nX', ['GET']).text()
    expect(text).toBe('Method scriptX not allowed; use GET\n')
  })

  it('OPTIONS answers 204 with the same Allow', () => {
    const response = optionsResponse(['GET', 'HEAD', 'OPTIONS'])
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})
