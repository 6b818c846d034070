import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCopyFile, pageHash, PAGE_COPIES_DIR } from '@/lib/http/page-copies'
import { PrerenderedPages } from '@/lib/http/prerendered-pages'
import { SmallestEncoder } from '../../../scripts/lib/smallest-encodings'

/** HTML shaped like a docs page: markup that repeats with variations, as gzip meets it. */
const PAGE = Buffer.from(
  '<!DOCTYPE html><title>APIs</title>' +
    Array.from({ length: 400 }, (_, i) => `<h2 id="section-${i}" class="group scroll-mt-24"><a href="#section-${i}" class="heading-link">Section ${i * 7919 % 1000}</a></h2><p>Route ${i} answers ${(i * 31) % 17} times.</p>`).join('\n'),
)

let dist: string
let encoder: SmallestEncoder
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-copies-'))
  mkdirSync(join(dist, 'server', 'app'), { recursive: true })
  writeFileSync(join(dist, 'server', 'app', 'apis.html'), PAGE)
  writeFileSync(join(dist, 'server', 'app', 'http.html'), PAGE.toString().replace('APIs', 'HTTP'))
  writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/apis': { routeType: 'page', initialRevalidateSeconds: false }, '/http': { routeType: 'page', initialRevalidateSeconds: false } } }))
  mkdirSync(join(dist, PAGE_COPIES_DIR))
  encoder = new SmallestEncoder(1)
})
afterAll(async () => {
  await encoder.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the build’s smallest encodings', () => {
  it('decode to the input, the gzip smaller than zlib’s best', async () => {
    const { gzip, br } = await encoder.encode(PAGE)
    expect(gunzipSync(gzip).equals(PAGE)).toBe(true)
    expect(brotliDecompressSync(br).equals(PAGE)).toBe(true)
    expect(gzip.length).toBeLessThan(gzipSync(PAGE, { level: 9 }).length)
  })
})

describe('pages answered from the build’s copies', () => {
  it('uses a copy made for the page’s bytes, and compresses a page without one itself, once', async () => {
    const { gzip, br } = await encoder.encode(PAGE)
    const hash = pageHash(PAGE)
    writeFileSync(pageCopyFile(join(dist, PAGE_COPIES_DIR), hash, 'gzip'), gzip)
    writeFileSync(pageCopyFile(join(dist, PAGE_COPIES_DIR), hash, 'br'), br)
    const pages = PrerenderedPages.fromBuild(dist, 1024 * 1024)
    const apisGzip = await pages.body(pages.get('/apis')!, 'gzip')
    expect(apisGzip.bytes.equals(gzip)).toBe(true)
    expect(apisGzip.etag).toBe(`"${hash}-gz"`)
    expect((await pages.body(pages.get('/apis')!, 'br')).bytes.equals(br)).toBe(true)
    // No copy for these bytes: compressed on the spot, as before.
    const http = await pages.body(pages.get('/http')!, 'gzip')
    expect(gunzipSync(http.bytes).toString()).toContain('<title>HTTP</title>')
    const httpPage = PAGE.toString().replace('APIs', 'HTTP')
    expect(http.bytes.length).toBe(gzipSync(httpPage, { level: 9 }).length)
    // Brotli at its best even then: it runs once per page, off the event loop.
    expect((await pages.body(pages.get('/http')!, 'br')).bytes.length).toBe(brotliCompressSync(httpPage, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)
  })

  it('never serves a copy made for other bytes: a transformed page is known by its new hash', async () => {
    const pages = PrerenderedPages.fromBuild(dist, 1024 * 1024, (html) => Buffer.concat([html, Buffer.from('<!-- changed -->')]))
    const body = await pages.body(pages.get('/apis')!, 'gzip')
    expect(gunzipSync(body.bytes).toString()).toMatch(/<!-- changed -->$/)
  })
})
