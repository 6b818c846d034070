import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '@/lib/build/compile-hints'
import { finishPages, pageFileName, pageTransformOn } from '@/lib/build/page-output'
import { scriptLoader } from '@/lib/build/scripts-after-first-paint'
import { readInlineFlight } from '@/lib/islands/inline-flight'
import { page, payload } from '../islands/page-fixture'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-output-'))
  mkdirSync(join(dist, 'server', 'app', 'concepts'), { recursive: true })
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true })
  writeFileSync(join(dist, 'static', 'chunks', 'main.js'), 'console.log(1)')
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

/** A prerendered page file as the framework writes it, loading one script. */
function prerendered(name: string, html: string): string {
  const file = join(dist, 'server', 'app', `${name}.html`)
  writeFileSync(file, html.replace('<body>', '<body><script src="/docs/_next/static/chunks/main.js" async=""></script>'))
  return file
}

const quiet = { log: () => {} }

describe('the build’s one rewrite of the framework’s output', () => {
  it('cuts each page’s islands in place, hints the scripts pages load, and writes every page by address with its copies', async () => {
    const apis = prerendered('apis', page([payload.toString()]))
    const home = prerendered('index', page([payload.toString()]))
    const result = await finishPages(
      [
        { pathname: '/docs/apis', file: apis, status: 200 },
        { pathname: '/docs', file: home, status: 200 },
      ],
      { distDir: dist, basePath: '/docs', transform: true, ...quiet },
    )
    expect(result).toMatchObject({ pages: 2, scripts: 1 })
    const cut = readFileSync(apis, 'utf8')
    expect(readInlineFlight(cut)!.bytes.toString()).not.toContain('Text with')
    expect(cut).toContain('<main><p>Markup &amp; text</p></main>')
    // The script starts after first paint, from the loader at the end of the body.
    expect(cut).not.toContain('<script src="/docs/_next/static/chunks/main.js" async="">')
    expect(cut).toContain(`${scriptLoader(['/docs/_next/static/chunks/main.js'])}</body>`)
    expect(readFileSync(join(dist, 'static', 'chunks', 'main.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1)`)
    const served = join(dist, 'pages', 'apis.html')
    expect(readFileSync(served, 'utf8')).toBe(cut)
    expect(gunzipSync(readFileSync(`${served}.gz`)).toString()).toBe(cut)
    expect(brotliDecompressSync(readFileSync(`${served}.br`)).toString()).toBe(cut)
    expect(existsSync(join(dist, 'pages', 'index.html'))).toBe(true)
  })

  it('keeps the site’s own head script where it is: it runs before first paint on purpose', async () => {
    const head = '<script src="/docs/page-scripts/head-0123456789ab.js"></script>'
    const apis = prerendered('apis', page([payload.toString()]).replace('<html>', `<html><head>${head}</head>`))
    await finishPages([{ pathname: '/docs/apis', file: apis, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })
    const cut = readFileSync(apis, 'utf8')
    expect(cut).toContain(head)
    expect(cut).not.toContain('<script src="/docs/_next/static/chunks/main.js" async="">')
  })

  it('leaves the framework’s output as it is with the switch off, and still writes the pages', async () => {
    const html = page([payload.toString()])
    const apis = prerendered('apis', html)
    const before = readFileSync(apis, 'utf8')
    await finishPages([{ pathname: '/docs/apis', file: apis, status: 200 }], { distDir: dist, basePath: '/docs', transform: false, ...quiet })
    expect(readFileSync(apis, 'utf8')).toBe(before)
    expect(readFileSync(join(dist, 'static', 'chunks', 'main.js'), 'utf8')).toBe('console.log(1)')
    expect(readFileSync(join(dist, 'pages', 'apis.html'), 'utf8')).toBe(before)
  })

  it('fails the build on a page it cannot process, a page without its article, and on no pages', async () => {
    const broken = prerendered('apis', page(['0:["$","$L1",null,{"staticIsland":"x","children":"$9"}]\n2:T99,short']))
    await expect(finishPages([{ pathname: '/docs/apis', file: broken, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/\/apis/)
    const scriptless = join(dist, 'server', 'app', 'scriptless.html')
    writeFileSync(scriptless, page([payload.toString()]))
    await expect(finishPages([{ pathname: '/docs/scriptless', file: scriptless, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/no framework scripts/)
    const bare = prerendered('concepts/bare', '<!DOCTYPE html><html><body><p>no payload</p></body></html>')
    await expect(finishPages([{ pathname: '/docs/concepts/bare', file: bare, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/no article island/)
    await expect(finishPages([], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/no prerendered pages/)
    expect(existsSync(join(dist, 'pages'))).toBe(false)
  })

  it('keeps the 404 page for the framework to answer with its status', async () => {
    const notFound = prerendered('_not-found', '<!DOCTYPE html><html><body><p>Not found</p><script>x</script></body></html>')
    const apis = prerendered('apis', page([payload.toString()]))
    await finishPages(
      [
        { pathname: '/docs/_not-found', file: notFound, status: 404 },
        { pathname: '/docs/apis', file: apis, status: 200 },
      ],
      { distDir: dist, basePath: '/docs', transform: true, ...quiet },
    )
    expect(existsSync(join(dist, 'pages', '_not-found.html'))).toBe(false)
  })
})

describe('the switch and the file names', () => {
  it('reads PAGE_TRANSFORM as on (default) or off, and refuses anything else', () => {
    expect(pageTransformOn({})).toBe(true)
    expect(pageTransformOn({ PAGE_TRANSFORM: 'on' })).toBe(true)
    expect(pageTransformOn({ PAGE_TRANSFORM: ' OFF ' })).toBe(false)
    expect(() => pageTransformOn({ PAGE_TRANSFORM: 'no' })).toThrow(/PAGE_TRANSFORM/)
  })

  it('names a page’s file after its address', () => {
    expect(pageFileName('/')).toBe('index.html')
    expect(pageFileName('/reference/nodejs/v0/api')).toBe('reference/nodejs/v0/api.html')
  })
})
