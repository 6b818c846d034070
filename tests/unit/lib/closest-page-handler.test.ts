import { describe, expect, it } from 'vitest'
import { closestPageResponse } from '@/lib/closest-page/handler'

const sources = { basePath: '/docs', routes: () => ['/', '/storage', '/apis'], titleOf: (route: string) => ({ '/storage': 'Storage', '/apis': 'APIs' })[route] }
const ask = (query: string) => closestPageResponse(new Request(`http://localhost/docs/api/closest-page${query}`), sources)

describe('the closest-page answer', () => {
  it('names the closest page with its title, never echoing the path', async () => {
    const response = ask('?path=/docs/storge')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ href: '/docs/storage', title: 'Storage' })
    expect(await ask('?path=/docs/%3Cscript%3Ealert(1)%3C/script%3E').text()).not.toContain('script')
    expect(await ask('?path=/docs/zzzzzzzzzzzzzzzzzz').json()).toEqual({ href: '/docs', title: 'Documentation home' })
  })

  it('answers a missing, repeated, relative or oversized path with 400', async () => {
    for (const query of ['', '?path=a', '?path=/a&path=/b', `?path=/${'a'.repeat(600)}`]) {
      const response = ask(query)
      expect(response.status, query).toBe(400)
      expect((await response.json()).message, query).toMatch(/path/)
    }
  })
})
