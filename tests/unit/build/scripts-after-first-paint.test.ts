// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addScriptsAfterFirstPaint } from '@/inline-scripts/script-loader'
import { loadScriptsAfterFirstPaint, scriptLoader } from '@/lib/build/scripts-after-first-paint'
import { FORMS, type InlineScriptForm } from '../inline-scripts/run'

/** The head and body end of a page as Next.js 16 writes them. */
const HEAD =
  '<head><link rel="preload" href="/docs/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/docs/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/docs/_next/static/chunks/webpack.js"/>' +
  '<script src="/docs/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/docs/_next/static/chunks/main.js?dpl=a&amp;b=1" async=""></script>' +
  '<script>document.documentElement.classList.add("js")</script>' +
  '<script src="/docs/_next/static/chunks/polyfills.js" noModule=""></script></head>'
const BODY =
  '<body><main><p>Text</p></main><div id="page-parsed" hidden=""></div>' +
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/docs/_next/static/chunks/webpack.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>'
const PAGE = `<!DOCTYPE html><html>${HEAD}${BODY}</html>`

describe('loadScriptsAfterFirstPaint', () => {
  it('moves every framework script and script preload behind one loader at the end of the body, each once, in document order', () => {
    const { html, scripts } = loadScriptsAfterFirstPaint(PAGE)
    expect(scripts).toEqual(['/docs/_next/static/chunks/webpack.js', '/docs/_next/static/chunks/framework.js', '/docs/_next/static/chunks/main.js?dpl=a&b=1'])
    expect(html).not.toMatch(/<script src="[^"]*" async/)
    expect(html).not.toContain('as="script"')
    expect(html.endsWith(`${scriptLoader(scripts)}</body></html>`)).toBe(true)
  })

  it('leaves the stylesheet, the font preload, inline scripts and noModule scripts where they were', () => {
    const { html } = loadScriptsAfterFirstPaint(PAGE)
    for (const kept of ['as="font"', 'rel="stylesheet"', 'classList.add("js")', 'polyfills.js" noModule', '<script id="_R_">', 'push([0])']) expect(html).toContain(kept)
    expect(html.indexOf('rel="stylesheet"')).toBe(PAGE.indexOf('rel="stylesheet"'))
  })

  it('returns a page without framework scripts, or without a body end, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Text</p></body></html>'
    expect(loadScriptsAfterFirstPaint(plain)).toEqual({ html: plain, scripts: [] })
    const cut = PAGE.replace('</body></html>', '')
    expect(loadScriptsAfterFirstPaint(cut)).toEqual({ html: cut, scripts: [] })
  })

  it('writes addresses into the loader so that no markup can close its script', () => {
    const page = '<html><head><script src="/a.js?x=&lt;/script&gt;&lt;!--" async=""></script></head><body></body></html>'
    const { html, scripts } = loadScriptsAfterFirstPaint(page)
    expect(scripts).toEqual(['/a.js?x=</script><!--'])
    const loader = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'))
    expect(loader).not.toMatch(/<\/script|<!--/i)
  })

  it('writes an address with replacement patterns in it ($&, $\') as it is', () => {
    const list = ["/a.js?x=$&y=$'$$"]
    const loader = scriptLoader(list)
    expect(loader).toContain(JSON.stringify(list))
  })
})

describe.each(FORMS)('scriptLoader (%s)', (form: InlineScriptForm) => {
  afterEach(() => {
    document.head.innerHTML = ''
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /**
   * Runs the loader's inline script as the browser would (or calls the typed module's function with
   * the list), holding back its frame callbacks and, in a browser that reports paints, the paint
   * observer's callbacks.
   */
  function runLoader(scripts: string[], { reportsPaint, hidden }: { reportsPaint: boolean; hidden: boolean }) {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    const paintObservers: Array<{ options: unknown; disconnected: boolean; report: () => void }> = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible')
    vi.stubGlobal(
      'PerformanceObserver',
      class FakeObserver {
        static supportedEntryTypes = reportsPaint ? ['paint', 'resource'] : ['resource']
        options: unknown
        disconnected = false
        constructor(readonly callback: (list: unknown, observer: FakeObserver) => void) {}
        observe(options: unknown) {
          this.options = options
          paintObservers.push(this)
        }
        disconnect() {
          this.disconnected = true
        }
        report() {
          this.callback({ getEntries: () => [{ name: 'first-paint' }] }, this)
        }
      },
    )
    if (form === 'generated text') new Function(scriptLoader(scripts).replace(/^<script>|<\/script>$/g, ''))()
    else addScriptsAfterFirstPaint(scripts)
    // React looks for the scripts its payload names as script[async][src]: only those count.
    const added = () => [...document.head.querySelectorAll('script[async][src]')].map((script) => script.getAttribute('src'))
    return { frames, paintObservers, added }
  }

  it('adds each script once, just after the first paint entry, in a browser that reports paints', () => {
    const { frames, paintObservers, added } = runLoader(['/a.js', '/b.js'], { reportsPaint: true, hidden: false })
    expect(frames).toEqual([])
    expect(paintObservers).toHaveLength(1)
    expect(paintObservers[0].options).toEqual({ type: 'paint', buffered: true })
    window.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    expect(added()).toEqual([])
    paintObservers[0].report()
    expect(paintObservers[0].disconnected).toBe(true)
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual(['/a.js', '/b.js'])
  })

  it('adds them just after the first frame in a browser that reports no paints', () => {
    const { frames, paintObservers, added } = runLoader(['/a.js'], { reportsPaint: false, hidden: false })
    expect(paintObservers).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0](0)
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual(['/a.js'])
  })

  it('adds them at load in a tab hidden as the page loads, and not again when it is shown and paints', () => {
    const { paintObservers, added } = runLoader(['/a.js'], { reportsPaint: true, hidden: true })
    window.dispatchEvent(new Event('load'))
    expect(added()).toEqual(['/a.js'])
    paintObservers[0].report()
    vi.runAllTimers()
    expect(added()).toEqual(['/a.js'])
  })
})
