import { describe, expect, it, vi } from 'vitest'
import type { OgCardProps } from '@/lib/og/card'
import { OG_CACHE_CONTROL, createOgService } from '@/lib/og/service'

const ascii = (point: number) => point >= 0x20 && point < 0x7f || point === 0x2026

function setup(render?: (props: OgCardProps) => Promise<Uint8Array>) {
  const rendered: OgCardProps[] = []
  const log = vi.fn()
  const service = createOgService({
    render:
      render ??
      (async (props) => {
        rendered.push(props)
        return new TextEncoder().encode(JSON.stringify(props))
      }),
    covers: ascii,
    brand: 'Nitric',
    address: 'nitric.io/docs',
    fallbackTitle: 'Nitric Documentation',
    fallbackDescription: 'Tagline',
    capacity: 2,
    log,
  })
  const get = (query: string, headers?: HeadersInit) => service.respond(new Request(`http://localhost/docs/api/og${query}`, { headers }))
  return { service, rendered, get, log }
}

describe('the social image service', () => {
  it('answers a PNG with long-lived public caching and an ETag', async () => {
    const { get } = setup()
    const response = await get('?title=Storage&description=Buckets')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe(OG_CACHE_CONTROL)
    expect(OG_CACHE_CONTROL).toMatch(/^public, max-age=\d{6,}/)
    expect(response.headers.get('etag')).toMatch(/^"og-[\w-]+"$/)
  })

  it('renders each card once: repeats, and queries that normalise alike, come from memory', async () => {
    const { get, service, rendered } = setup()
    await get('?title=Storage&description=Buckets')
    await get('?title=Storage&description=Buckets')
    await get('?title=%20Storage%20%F0%9F%9A%80&description=Buckets%0A&utm_source=x')
    expect(service.renders).toBe(1)
    expect(rendered[0]).toMatchObject({ title: 'Storage', description: 'Buckets' })
  })

  it('renders concurrent requests for one card once', async () => {
    const { get, service } = setup()
    await Promise.all([get('?title=A'), get('?title=A'), get('?title=A')])
    expect(service.renders).toBe(1)
  })

  it('keeps a bounded number of images', async () => {
    const { get, service } = setup()
    for (const title of ['A', 'B', 'C', 'A']) await get(`?title=${title}`)
    expect(service.renders).toBe(4) // capacity 2: A was evicted by C
  })

  it('keeps images within a byte budget as well as a number of entries', async () => {
    const service = createOgService({
      render: async () => new Uint8Array(600),
      covers: ascii,
      brand: 'Nitric',
      address: 'nitric.io/docs',
      fallbackTitle: 'Nitric Documentation',
      fallbackDescription: 'Tagline',
      capacity: 100,
      cacheBytes: 1000,
    })
    const get = (title: string) => service.respond(new Request(`http://localhost/docs/api/og?title=${title}`))
    for (const title of ['A', 'B', 'A']) await get(title)
    expect(service.renders).toBe(3) // 1000 bytes hold one 600-byte image: B evicted A
    await get('A')
    expect(service.renders).toBe(3)
  })

  it('renders at most two cards at once; the rest wait their turn', async () => {
    let running = 0
    let most = 0
    const release: Array<() => void> = []
    const { get, service } = setup(async () => {
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => release.push(resolve))
      running--
      return new Uint8Array([1])
    })
    let done = false
    const answers = Promise.all(['A', 'B', 'C', 'D', 'E'].map((title) => get(`?title=${title}`))).finally(() => (done = true))
    while (!done) {
      await vi.waitFor(() => expect(release.length > 0 || done).toBe(true))
      expect(running).toBeLessThanOrEqual(2)
      release.splice(0).forEach((resolve) => resolve())
    }
    expect((await answers).map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(most).toBe(2)
    expect(service.renders).toBe(5)
  })

  it('answers 304 to a matching If-None-Match without rendering', async () => {
    const { get, service } = setup()
    const etag = (await get('?title=Storage')).headers.get('etag')!
    const again = await get('?title=Storage', { 'if-none-match': `"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(service.renders).toBe(1)
  })

  it('answers 400 with a reason, not cached, for a value that is not UTF-8 text', async () => {
    const { get, service } = setup()
    const response = await get('?title=%E6%97&description=ok')
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('Bad request: title: not UTF-8 text (malformed percent-encoding)\n')
    expect(service.renders).toBe(0)
  })

  it('renders a 3,000-character title cut at a word boundary, and shares the image among variants that show the same text', async () => {
    const { get, service, rendered } = setup()
    const words = 'Deploy your application to every cloud you use '.repeat(70)
    const first = await get(`?title=${encodeURIComponent(words.slice(0, 3000))}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    const { title } = rendered[0]
    expect(Array.from(title).length).toBeLessThanOrEqual(90)
    expect(title).toMatch(/^Deploy your application .*\b(Deploy|your|application|to|every|cloud|you|use)…$/)
    // Same visible text, different tail: one render, one ETag.
    const second = await get(`?title=${encodeURIComponent(words.slice(0, 2000) + 'x'.repeat(1000))}`)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(service.renders).toBe(1)
    const shorter = await get(`?title=${encodeURIComponent(words.slice(0, 60))}`)
    expect(shorter.headers.get('etag')).not.toBe(first.headers.get('etag'))
  })

  it('uses the site name and tagline when the title has nothing drawable', async () => {
    const { get, rendered } = setup()
    await get('?title=%E6%97%A5%E6%9C%AC')
    await get('?description=Only%20a%20description')
    expect(rendered[0]).toMatchObject({ title: 'Nitric Documentation', description: 'Tagline' })
    expect(rendered[1]).toMatchObject({ title: 'Nitric Documentation', description: 'Only a description' })
  })

  it('truncates long text before rendering', async () => {
    const { get, rendered } = setup()
    await get(`?title=${'word '.repeat(50)}&description=${'more '.repeat(100)}`)
    expect(Array.from(rendered[0].title).length).toBeLessThanOrEqual(90)
    expect(rendered[0].title.endsWith('…')).toBe(true)
    expect(Array.from(rendered[0].description).length).toBeLessThanOrEqual(200)
  })

  it('serves the fallback card when rendering fails, and logs why', async () => {
    const calls: OgCardProps[] = []
    const { get, log } = setup(async (props) => {
      calls.push(props)
      if (props.title !== 'Nitric Documentation') throw new Error('satori exploded')
      return new Uint8Array([1, 2, 3])
    })
    const response = await get('?title=Boom')
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(calls.map((c) => c.title)).toEqual(['Boom', 'Nitric Documentation'])
    expect(log).toHaveBeenCalledOnce()
  })

  it('answers 503 with Retry-After when too many renders are waiting, instead of queueing without end', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const service = createOgService({
      render: async () => {
        await gate
        return new Uint8Array(10)
      },
      covers: ascii,
      brand: 'Nitric',
      address: 'nitric.io/docs',
      fallbackTitle: 'Nitric Documentation',
      fallbackDescription: 'Tagline',
      concurrency: 1,
      maxWaiting: 1,
    })
    const get = (title: string) => service.respond(new Request(`http://localhost/docs/api/og?title=${title}`))
    const rendering = get('one')
    const waiting = get('two')
    const refused = await get('three')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    release()
    expect((await rendering).status).toBe(200)
    expect((await waiting).status).toBe(200)
  })
})
