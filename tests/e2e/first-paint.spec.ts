import { expect, test } from './fixtures'
import { pageKinds, url } from './pages'

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
