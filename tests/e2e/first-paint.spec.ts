import { expect, test } from './fixtures'
import { pageKinds, url } from './pages'
import { loadedScripts } from '../../src/lib/build/compile-hints'

/**
 * What decides when each page kind first paints: an `expect` link that blocks rendering until the
 * page is parsed up to a marker after all of its content, so Chromium styles and lays out the page
 * once, before first paint, instead of painting part of it and laying the whole document out again.
 */
function firstPaintBarrier() {
  const links = [...document.querySelectorAll('link[rel=expect]')]
  const link = links[0]
  const href = link?.getAttribute('href') ?? ''
  const marker = href.startsWith('#') ? document.getElementById(href.slice(1)) : null
  const follows = (element: Element) => !!marker && !!(marker.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
  const landmarks = [...document.querySelectorAll('header, nav, main, footer')]
  const visible = (element: Element) => element.getClientRects().length > 0
  return {
    links: links.length,
    inHead: link?.parentElement === document.head,
    blocking: link?.getAttribute('blocking') ?? null,
    markerFound: !!marker,
    markerHidden: marker ? !visible(marker) : null,
    landmarks: landmarks.length > 0,
    landmarksAfterMarker: landmarks.filter(follows).map((element) => element.tagName),
    visibleAfterMarker: [...document.body.querySelectorAll('*')].filter((element) => follows(element) && visible(element)).map((element) => element.outerHTML.slice(0, 80)),
  }
}

// The page as the parser builds it, before any script adds to it.
test.use({ javaScriptEnabled: false })

for (const route of [...pageKinds(), '/no-such-page']) {
  test(`${route} first paints once its content is parsed`, async ({ page }) => {
    await page.goto(url(route))
    expect(await page.evaluate(firstPaintBarrier)).toEqual({
      links: 1,
      inHead: true,
      blocking: 'render',
      markerFound: true,
      markerHidden: true,
      landmarks: true,
      landmarksAfterMarker: [],
      visibleAfterMarker: [],
    })
  })
}

/** When the load event began, and when each of the given scripts was requested (ms since navigation). */
function scriptStartsAndLoad(sources: string[]) {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
  const named = new Set(sources.map((source) => new URL(source, location.href).href))
  const scripts = performance.getEntriesByType('resource').filter((entry) => named.has(entry.name))
  return { loadStart: navigation.loadEventStart, scripts: scripts.map((entry) => ({ name: entry.name, startTime: entry.startTime })) }
}

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true })

  // Scripts load as Next.js writes them (async, from the head), so a page is interactive by its load
  // event; nothing holds them back until after first paint.
  for (const route of pageKinds()) {
    test(`${route} requests its scripts as it is read, before its load event`, async ({ page, request }) => {
      const html = await (await request.get(url(route))).text()
      const asyncTags = [...html.matchAll(/<script src="([^"]*\/_next\/static\/[^"]+)" async="">/g)].map((match) => match[1])
      expect(asyncTags.length).toBeGreaterThan(0)
      expect(loadedScripts(html, '/docs').length).toBe(asyncTags.length)
      await page.goto(url(route), { waitUntil: 'load' })
      const { loadStart, scripts } = await page.evaluate(scriptStartsAndLoad, asyncTags)
      expect(scripts.map((script) => script.name).sort()).toEqual(asyncTags.map((source) => new URL(source, page.url()).href).sort())
      expect(scripts.filter((script) => script.startTime > loadStart)).toEqual([])
      await page.waitForFunction(() => window.__docsSearchReady === true)
    })
  }
})
