import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ogFonts } from '@/lib/og/fonts'
import { renderCardPng } from '@/lib/og/render'
import { createOgService } from '@/lib/og/service'

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const HOSTILE: Record<string, { title?: string; description?: string }> = {
  plain: { title: 'Storage', description: 'Store files in cloud buckets.' },
  long: { title: 'Deploy '.repeat(36), description: 'word '.repeat(200) },
  empty: { title: '', description: '' },
  missing: {},
  emoji: { title: 'Ship it 🚀🔥 👩‍👩‍👧 🇦🇺 1️⃣', description: '😀😀' },
  rtl: { title: 'مرحبا بالعالم', description: 'Deploy with שלום עולם today' },
  cjk: { title: '存储 Storage 日本語のドキュメント 한국어', description: '云存储' },
  html: { title: '<script>alert(1)</script> & "quotes"', description: '<img src=x onerror=alert(1)>' },
  // A lone surrogate has no UTF-8 form: in a URL it becomes U+FFFD, which the endpoint refuses (params.ts).
  controls: { title: 'a\u0000b\u202ecd\u0301 Z̴̛͓a̷l̸g̶o', description: '\u200b\ufeff\u2028' },
  '3,000-character': { title: 'Deploy your application '.repeat(125), description: 'word '.repeat(600) },
  symbols: { title: '∑ ∫ ⌘ ♞ ☃ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', description: 'Ελληνικά, Кириллица, Tiếng Việt' },
}

describe('social image rendering (real satori, real fonts)', () => {
  const fetches: string[] = []
  beforeAll(() => {
    // The machine is offline, and a site on line must not call out either: any fetch of a font or
    // an emoji is a failure here, whatever its answer would have been.
    vi.stubGlobal('fetch', async (input: unknown) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.startsWith('data:')) return new Response(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
      fetches.push(url)
      throw new Error(`unexpected fetch ${url}`)
    })
  })
  beforeEach(() => {
    fetches.length = 0
  })
  afterAll(() => vi.unstubAllGlobals())

  const service = createOgService({
    render: renderCardPng,
    covers: ogFonts().covers,
    brand: 'Nitric',
    address: 'nitric.io/docs',
    fallbackTitle: 'Nitric Documentation',
    fallbackDescription: 'Build cloud applications once.',
    log: () => {
      throw new Error('no render should fail')
    },
  })

  for (const [name, input] of Object.entries(HOSTILE)) {
    it(`renders a 1200×630 PNG for ${name} input without fetching anything`, async () => {
      const query = new URLSearchParams(Object.entries(input) as Array<[string, string]>)
      const response = await service.respond(new Request(`http://localhost/docs/api/og?${query}`))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
      expect(fetches).toEqual([])
    })
  }
})
