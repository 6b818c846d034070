import { describe, expect, it } from 'vitest'
import { cutFrameworkScripts } from '@/lib/build/framework-scripts'

const wrap = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('cutFrameworkScripts', () => {
  it('cuts scripts and script preloads below the base path’s /_next/, keeping every other byte', () => {
    const html = wrap(
      '<link rel="modulepreload" href="/docs/_next/static/chunks/a.js"><link rel="preload" as="font" href="/docs/_next/static/media/f.woff2" crossorigin=""/>',
      '<p title="a &amp; b">Text</p><script src="/docs/_next/static/chunks/b.js" async=""></script>\n<script src="/docs/page-scripts/head-1.js"></script>',
    )
    const { html: out, cut } = cutFrameworkScripts(html, '/docs')
    expect(cut).toBe(2)
    expect(out).toBe(wrap('<link rel="preload" as="font" href="/docs/_next/static/media/f.woff2" crossorigin=""/>', '<p title="a &amp; b">Text</p>\n<script src="/docs/page-scripts/head-1.js"></script>'))
  })

  it('cuts the payload and bootstrap scripts, whatever their text holds', () => {
    const payload = '<script>self.__next_f.push([1,"<\\/script> \\u003c/script> é \u2028"])</script>'
    const { html: out, cut } = cutFrameworkScripts(wrap('', `<main>x</main>${payload}`), '/docs')
    expect(cut).toBe(1)
    expect(out).toBe(wrap('', '<main>x</main>'))
  })

  it('keeps data scripts and refuses executable ones it cannot account for', () => {
    const data = '<script type="application/ld+json">{"@type":"TechArticle"}</script>'
    expect(cutFrameworkScripts(wrap('', data), '/docs').html).toBe(wrap('', data))
    expect(() => cutFrameworkScripts(wrap('', '<script>alert(1)</script>'), '/docs')).toThrow(/inline script the site does not own/)
    expect(() => cutFrameworkScripts(wrap('', '<script src="/other/_next/static/x.js"></script>'), '/docs')).toThrow(/naming \/_next\/static\//)
    expect(() => cutFrameworkScripts(wrap('', '<script>window.__next_f=[]</script>'), '/docs')).toThrow(/__next_f/)
  })

  it('finds scripts inside templates and leaves look-alike text alone', () => {
    const text = '<pre><code>&lt;script src="/docs/_next/static/x.js"&gt;&lt;/script&gt;</code></pre>'
    const { html: out, cut } = cutFrameworkScripts(wrap('', `${text}<template><script src="/docs/_next/static/t.js"></script></template>`), '/docs')
    expect(cut).toBe(1)
    expect(out).toBe(wrap('', `${text}<template></template>`))
  })
})
