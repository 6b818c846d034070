import { HTTP_METHODS } from 'next/dist/server/web/http'
import { postOptionsRoute } from '@/lib/http/methods'

describe('postOptionsRoute', () => {
  it('answers POST and OPTIONS with their handlers and every other method with the refusal', () => {
    const post = () => new Response('post')
    const options = () => new Response('options')
    const refuse = () => new Response('refused', { status: 405 })
    const route: Record<string, unknown> = postOptionsRoute(post, options, refuse)
    expect(route.POST).toBe(post)
    expect(route.OPTIONS).toBe(options)
    for (const method of HTTP_METHODS.filter((m) => m !== 'POST' && m !== 'OPTIONS')) expect(route[method], method).toBe(refuse)
  })
})
