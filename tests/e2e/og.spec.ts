import { expect, test, type APIResponse } from './fixtures'
import { getAllPages } from '../../src/lib/content/loader'
import { pageKinds } from './pages'
import { socialImagePath } from '../../src/lib/head'

/** Checks the PNG signature and reads width and height from the IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function expectCard(response: APIResponse) {
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=(\d+)/)
  expect(Number(/max-age=(\d+)/.exec(response.headers()['cache-control'])![1])).toBeGreaterThanOrEqual(86_400)
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
}

const HOSTILE: Array<[name: string, query: string]> = [
  ['a page', `title=Storage&description=${encodeURIComponent('Store files in cloud buckets.')}`],
  ['a long title and description', `title=${encodeURIComponent('Deploy '.repeat(36))}&description=${encodeURIComponent('word '.repeat(190))}`],
  ['empty values', 'title=&description='],
  ['no parameters', ''],
  ['emoji', `title=${encodeURIComponent('Ship it 🚀🔥 👩‍👩‍👧 🇦🇺')}&description=${encodeURIComponent('😀')}`],
  ['right-to-left text', `title=${encodeURIComponent('مرحبا بالعالم')}&description=${encodeURIComponent('שלום עולם')}`],
  ['CJK text', `title=${encodeURIComponent('存储 日本語のドキュメント 한국어')}&description=${encodeURIComponent('云存储')}`],
  ['HTML and script', `title=${encodeURIComponent('<script>alert(1)</script>')}&description=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`],
  ['control characters', 'title=a%00b%E2%80%AE%0A&description=%1Bc'],
  ['bad escapes, read as text', 'title=100%&description=%ZZ'],
  ['a 3,000-character title and description', `title=${encodeURIComponent('Deploy your application '.repeat(125))}&description=${'word+'.repeat(600)}`],
  ['repeated and unknown parameters', 'title=A&title=B&utm_source=x&description=C'],
]

test.describe('GET /docs/api/og', () => {
  for (const [name, query] of HOSTILE) {
    test(`answers a 1200×630 PNG for ${name}`, async ({ request }) => {
      await expectCard(await request.get(`./api/og?${query}`))
    })
  }

  test('answers 400, not cached, to a value whose percent-encoded bytes are not UTF-8', async ({ request }) => {
    for (const query of ['title=%FF', 'title=a%ED%A0%80', 'title=Ok&description=%C0%AF', 'title=%E6%97']) {
      const response = await request.get(`./api/og?${query}`)
      expect(response.status(), query).toBe(400)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(await response.text()).toContain('not UTF-8 text')
    }
  })

  test('answers 400 (or an image), never 500, to a 10 KB query', async ({ request }) => {
    for (const query of [`title=${'x'.repeat(10_240)}`, `description=${'%E6%97%A5'.repeat(1200)}`, `junk=${'y'.repeat(10_240)}&title=Ok`]) {
      const response = await request.get(`./api/og?${query}`)
      expect(response.status(), query.slice(0, 20)).not.toBe(500)
      if (response.status() === 200) await expectCard(response)
      else {
        expect(response.status()).toBe(400)
        expect(response.headers()['cache-control']).toBe('no-store')
      }
    }
  })

  test('revalidates with its ETag', async ({ request }) => {
    const first = await request.get('./api/og?title=ETag%20check')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get('./api/og?title=ETag%20check', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
  })

  test('renders the image every kind of page points at', async ({ page, request }) => {
    await page.goto('./apis')
    const fromHead = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
    await expectCard(await request.get(`.${fromHead.pathname.replace(/^\/docs/, '')}${fromHead.search}`))
    for (const doc of getAllPages().filter((page) => pageKinds().includes(page.route))) {
      await expectCard(await request.get(`.${socialImagePath(doc.title, doc.description).replace(/^\/docs/, '')}`))
    }
  })
})
