import { rateLimitKey } from '@/lib/feedback/client-key'

const withHeaders = (headers: Record<string, string>) => new Request('http://127.0.0.1/docs/api/feedback', { method: 'POST', headers })
const PAGE = '/concepts/introduction'

describe('rateLimitKey', () => {
  it('is the page when proxy headers are not trusted, whatever they say', () => {
    expect(rateLimitKey(withHeaders({}), PAGE, false)).toBe('page:/concepts/introduction')
    expect(rateLimitKey(withHeaders({ 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' }), PAGE, false)).toBe('page:/concepts/introduction')
  })

  it('is the first X-Forwarded-For entry, else X-Real-IP, behind a trusted proxy', () => {
    expect(rateLimitKey(withHeaders({ 'x-forwarded-for': ' 203.0.113.1 , 10.0.0.1' }), PAGE, true)).toBe('client:203.0.113.1')
    expect(rateLimitKey(withHeaders({ 'x-real-ip': '2001:db8::1' }), PAGE, true)).toBe('client:2001:db8::1')
    expect(rateLimitKey(withHeaders({ 'x-forwarded-for': ' ,10.0.0.1', 'x-real-ip': '203.0.113.2' }), PAGE, true)).toBe('client:203.0.113.2')
  })

  it('is the page behind a trusted proxy that names no client', () => {
    expect(rateLimitKey(withHeaders({}), PAGE, true)).toBe('page:/concepts/introduction')
    expect(rateLimitKey(withHeaders({ 'x-forwarded-for': ' ' }), PAGE, true)).toBe('page:/concepts/introduction')
  })

  it('bounds the key a forwarded header can make', () => {
    const key = rateLimitKey(withHeaders({ 'x-forwarded-for': 'a'.repeat(8000) }), PAGE, true)
    expect(key).toBe(`client:${'a'.repeat(100)}`)
  })

  it('cannot be made to collide with a page bucket', () => {
    expect(rateLimitKey(withHeaders({ 'x-forwarded-for': 'page:/concepts/introduction' }), PAGE, true)).not.toBe(rateLimitKey(withHeaders({}), PAGE, false))
  })
})
