import { describe, expect, it } from 'vitest'
import { GET } from '@/app/api/markdown/[...slug]/route'
import { routeFromPageParams } from '@/lib/content/paths'

/** Next.js hands a route handler its catch-all segments already percent-decoded (route-matcher.js). */
function get(slug: string[]): Promise<Response> {
  return GET(new Request(`http://localhost/docs/api/markdown/${slug.map(encodeURIComponent).join('/')}`), { params: Promise.resolve({ slug }) })
}

describe('the markdown route', () => {
  // `/docs/api/markdown/%25`, `a%25b` and `%25.md` reach the handler as '%', 'a%b' and '%.md'.
  it.each([
    { name: '%25', slug: ['%'] },
    { name: 'a%25b', slug: ['a%b'] },
    { name: '%25.md', slug: ['%.md'] },
    { name: 'concepts/%25E0%25A4%25A', slug: ['concepts', '%E0%A4%A'] },
  ])('answers 404, not a 500, for $name', async ({ slug }) => {
    expect((await get(slug)).status).toBe(404)
  })

  it('does not decode twice: concepts%252Fintroduction is not the page concepts/introduction', async () => {
    expect((await get(['concepts%2Fintroduction'])).status).toBe(404)
  })

  it('serves a page whose segments arrive decoded', async () => {
    const response = await get(['concepts', 'introduction'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/)
  })
})

describe('routeFromPageParams', () => {
  // A page gets its segments percent-encoded again (app-render's getDynamicParam): one decode is right.
  it('decodes the segments Next.js re-encoded once', () => {
    expect(routeFromPageParams(['reference', 'a%25b'])).toBe('/reference/a%b')
    expect(routeFromPageParams(['concepts', 'introduction'])).toBe('/concepts/introduction')
    expect(routeFromPageParams(undefined)).toBe('/')
  })

  it('answers undefined (a 404), not a URIError, for a segment that is not valid percent-encoding', () => {
    expect(routeFromPageParams(['%'])).toBeUndefined()
    expect(routeFromPageParams(['a%E0%A4%A'])).toBeUndefined()
  })
})
