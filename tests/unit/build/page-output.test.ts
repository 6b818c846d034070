import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { finishPages, pageFileName, pageTransformOn } from '@/lib/build/page-output'

/** A page as Next.js writes one: head script and chunk preload, markup, then the bootstrap and the payload. */
function page(main = '<main id="content"><p>Markup &amp; text</p></main>'): string {
  return (
    '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/docs/_next/static/chunks/main.js"/>' +
    '<script src="/docs/page-scripts/head-0123456789ab.js"></script>' +
    '<script src="/docs/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
    `<body>${main}<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]"])</script></body></html>'
  )
}

/** The same page as the build leaves it: no framework script, every other byte as it was. */
const FINISHED = '<!DOCTYPE html><html><head><script src="/docs/page-scripts/head-0123456789ab.js"></script></head><body><main id="content"><p>Markup &amp; text</p></main></body></html>'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-output-'))
  mkdirSync(join(dist, 'server', 'app', 'concepts'), { recursive: true })
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

/** A prerendered page file as the framework writes it. */
function prerendered(name: string, html: string): string {
  const file = join(dist, 'server', 'app', `${name}.html`)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, html)
  return file
}

const quiet = { log: () => {} }

describe('the build’s one rewrite of the framework’s output', () => {
  it('cuts the framework’s scripts from each page in place and writes every page by address with its copies', async () => {
    const apis = prerendered('apis', page())
    const home = prerendered('index', page())
    const result = await finishPages(
      [
        { pathname: '/docs/apis', file: apis, status: 200 },
        { pathname: '/docs', file: home, status: 200 },
      ],
      { distDir: dist, basePath: '/docs', transform: true, ...quiet },
    )
    // Per page: the preload, the module-less polyfill, the bootstrap and the payload's two scripts.
    expect(result).toMatchObject({ pages: 2, scriptsCut: 10 })
    const cut = readFileSync(apis, 'utf8')
    expect(cut).toBe(FINISHED)
    const served = join(dist, 'pages', 'apis.html')
    expect(readFileSync(served, 'utf8')).toBe(cut)
    expect(gunzipSync(readFileSync(`${served}.gz`)).toString()).toBe(cut)
    expect(brotliDecompressSync(readFileSync(`${served}.br`)).toString()).toBe(cut)
    expect(existsSync(join(dist, 'pages', 'index.html'))).toBe(true)
  })

  it('leaves the framework’s output as it is with the switch off, and still writes the pages', async () => {
    const apis = prerendered('apis', page())
    await finishPages([{ pathname: '/docs/apis', file: apis, status: 200 }], { distDir: dist, basePath: '/docs', transform: false, ...quiet })
    expect(readFileSync(apis, 'utf8')).toBe(page())
    expect(readFileSync(join(dist, 'pages', 'apis.html'), 'utf8')).toBe(page())
  })

  it('fails the build on a page it cannot process, a page without its main content, and on no pages', async () => {
    const unknown = prerendered('apis', page().replace('</body>', '<script>self.__next_x=1</script></body>'))
    await expect(finishPages([{ pathname: '/docs/apis', file: unknown, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(
      /\/apis: an inline script the site does not own/,
    )
    const scriptless = prerendered('scriptless', FINISHED)
    await expect(finishPages([{ pathname: '/docs/scriptless', file: scriptless, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(
      /no framework scripts/,
    )
    const bare = prerendered('concepts/bare', page('<p>no main</p>'))
    await expect(finishPages([{ pathname: '/docs/concepts/bare', file: bare, status: 200 }], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/no main content/)
    await expect(finishPages([], { distDir: dist, basePath: '/docs', transform: true, ...quiet })).rejects.toThrow(/no prerendered pages/)
    expect(existsSync(join(dist, 'pages'))).toBe(false)
  })

  it('writes the static 404 page for the site’s server, finished like the others, and leaves other statuses to the framework', async () => {
    const notFound = prerendered('404', page('<main id="content"><p>Not found</p></main>'))
    const notFoundApp = prerendered('_not-found', page('<p>Not found</p>'))
    const apis = prerendered('apis', page())
    await finishPages(
      [
        { pathname: '/docs/404', file: notFound, status: 404 },
        { pathname: '/docs/_not-found', file: notFoundApp, status: 404 },
        { pathname: '/docs/apis', file: apis, status: 200 },
      ],
      { distDir: dist, basePath: '/docs', transform: true, ...quiet },
    )
    const served = readFileSync(join(dist, 'pages', '404.html'), 'utf8')
    expect(served).toContain('<p>Not found</p>')
    expect(served).not.toContain('_next')
    expect(brotliDecompressSync(readFileSync(join(dist, 'pages', '404.html.br'))).toString()).toBe(served)
    expect(existsSync(join(dist, 'pages', '_not-found.html'))).toBe(false)
    expect(readFileSync(notFoundApp, 'utf8')).not.toContain('_next')
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
