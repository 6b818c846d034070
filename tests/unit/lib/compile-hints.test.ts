import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, loadedScripts, withCompileHint } from '@/lib/build/compile-hints'

describe('the scripts a page loads as it is read', () => {
  it("lists each async script under the site's /_next/static/ once, below it", () => {
    const html = [
      '<head><script src="/docs/_next/static/chunks/a.js" async=""></script>',
      "<script async src='/docs/_next/static/chunks/b.js'></script>",
      '<script src="/docs/_next/static/chunks/a.js" async=""></script></head>',
      '<body><script SRC="/docs/_next/static/chunks/c.js" ASYNC></script></body>',
    ].join('')
    expect(loadedScripts(html, '/docs')).toEqual(['chunks/a.js', 'chunks/b.js', 'chunks/c.js'])
  })

  it('leaves out module-less fallbacks, scripts that are not async, inline scripts and other origins or paths', () => {
    const html = [
      '<script src="/docs/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/docs/_next/static/chunks/blocking.js"></script>',
      '<script>self.__next_f.push([0])</script>',
      '<script src="https://cdn.example/_next/static/chunks/x.js" async></script>',
      '<script src="/_next/static/chunks/other-site.js" async></script>',
      '<script src="/docs/api/script.js" async></script>',
      '<script data-src="/docs/_next/static/chunks/lazy.js" async></script>',
    ].join('')
    expect(loadedScripts(html, '/docs')).toEqual([])
  })
})

describe('the compile hint', () => {
  it('goes on the first line, once', () => {
    const hinted = withCompileHint(Buffer.from('(globalThis.TURBOPACK||[]).push([])'))
    expect(hinted.toString()).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`)
    expect(withCompileHint(hinted)).toBe(hinted)
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
