import { createFeedbackSchema } from '@/lib/feedback/schema'
import { isKnownRoute } from './helpers'

const schema = createFeedbackSchema(isKnownRoute)
const valid = { url: '/docs/concepts/introduction', ua: 'Mozilla/5.0', comment: 'Clear, thanks', answer: 'yes' }

describe('feedback schema', () => {
  it('accepts the payload the widget sends and turns the URL into the page route', () => {
    expect(schema.parse(valid)).toEqual({ url: '/concepts/introduction', ua: 'Mozilla/5.0', comment: 'Clear, thanks', answer: 'yes' })
  })

  it.each(['yes', 'no', 'feedback'])('accepts the answer %s', (answer) => {
    expect(schema.parse({ ...valid, answer }).answer).toBe(answer)
  })

  it.each([
    ['/docs', '/'],
    ['/docs/', '/'],
    ['/docs/reference/nodejs/', '/reference/nodejs'],
    ['/concepts/introduction', '/concepts/introduction'],
  ])('accepts the page path %s as %s', (url, route) => {
    expect(schema.parse({ ...valid, url }).url).toBe(route)
  })

  it('accepts an empty comment and a missing comment or user agent', () => {
    expect(schema.parse({ ...valid, comment: '' }).comment).toBe('')
    expect(schema.parse({ url: valid.url, answer: 'no' })).toMatchObject({ comment: '', ua: '' })
  })

  it('accepts the longest allowed comment and user agent', () => {
    expect(schema.safeParse({ ...valid, comment: 'x'.repeat(5000), ua: 'u'.repeat(512) }).success).toBe(true)
  })

  it.each([
    ['an unknown answer', { answer: 'maybe' }, 'answer'],
    ['an answer in another case', { answer: 'YES' }, 'answer'],
    ['a missing answer', { answer: undefined }, 'answer'],
    ['a number as comment', { comment: 42 }, 'comment'],
    ['null as comment', { comment: null }, 'comment'],
    ['an array as user agent', { ua: ['a'] }, 'ua'],
    ['a comment over 5000 characters', { comment: 'x'.repeat(5001) }, 'comment'],
    ['a user agent over 512 characters', { ua: 'u'.repeat(513) }, 'ua'],
    ['a NUL character in the comment', { comment: 'a\u0000b' }, 'comment'],
    ['a lone high surrogate in the comment', { comment: '\ud800' }, 'comment'],
    ['a lone low surrogate in the comment', { comment: 'ok \udfff' }, 'comment'],
    ['a surrogate pair in the wrong order', { comment: 'a\udc00\ud800b' }, 'comment'],
    ['a lone surrogate in the user agent', { ua: 'Mozilla/5.0 \udbff' }, 'ua'],
    ['a lone surrogate in the url', { url: '/docs/\ud800' }, 'url'],
    ['an unknown page', { url: '/docs/not-a-page' }, 'url'],
    ['a full URL instead of a path', { url: 'https://evil.example/docs/concepts/introduction' }, 'url'],
    ['a relative path', { url: 'docs/concepts/introduction' }, 'url'],
    ['a missing url', { url: undefined }, 'url'],
    ['a url over 2048 characters', { url: `/docs/${'a'.repeat(2050)}` }, 'url'],
  ])('rejects %s', (_case, change, field) => {
    const result = schema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field)
  })

  it('keeps characters outside the BMP (well-formed surrogate pairs) as they are', () => {
    const comment = 'Great 😀 — 𝄞 ✓'
    expect(schema.parse({ ...valid, comment, ua: 'Bot 🤖' })).toMatchObject({ comment, ua: 'Bot 🤖' })
  })

  it('rejects a lone surrogate in the url even where every route is a page', () => {
    const anyPage = createFeedbackSchema(() => true)
    expect(anyPage.safeParse({ ...valid, url: '/docs/concepts/introduction' }).success).toBe(true)
    expect(anyPage.safeParse({ ...valid, url: '/docs/\ud800' }).error?.issues.map((issue) => issue.path[0])).toEqual(['url'])
  })

  it('says why a lone surrogate is rejected', () => {
    const result = schema.safeParse({ ...valid, comment: '\ud800' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/unpaired UTF-16 surrogate/)])
  })

  it('asks the injected lookup about the route, not the raw URL', () => {
    const seen: string[] = []
    createFeedbackSchema((route) => (seen.push(route), true)).parse({ ...valid, url: '/docs/apis/?tab=1#x' })
    expect(seen).toEqual(['/apis'])
  })
})
