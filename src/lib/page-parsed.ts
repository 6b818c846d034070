/**
 * First paint waits until the page is parsed up to this marker, after the page's content (the
 * `expect` link in src/app/layout.tsx; Chromium 124+, other engines ignore it). Without it, Chromium
 * paints the part parsed so far, then styles and lays out the whole document again once the rest
 * arrives: a second full pass after first paint, the largest task that blocked input on long pages.
 * React's experimental builds do the same for the shell (`enableFizzBlockingRender`, for documents
 * up to about 500 KB). Work done as the marker arrives is done before anything is painted.
 */
export const PAGE_PARSED_ID = 'page-parsed'
/** The event the head script dispatches on the document once the page is parsed up to the marker. */
export const PAGE_PARSED_EVENT = 'docs:parsed'

/**
 * Calls `callback` once, as soon as the page is parsed up to the marker: at once when it is, or from
 * a mutation observer the head script starts before the body arrives, which runs before the browser
 * may render again. The marker is a child of the body (src/app/layout.tsx), so the observer watches
 * only the children of the root and then of the body: watching every node the parser inserts would
 * make a record for each of them.
 */
export function whenPageParsed(doc: Document, callback: () => void): void {
  if (doc.getElementById(PAGE_PARSED_ID)) return callback()
  let watchingBody = false
  const observer = new MutationObserver(() => {
    if (doc.getElementById(PAGE_PARSED_ID)) {
      observer.disconnect()
      callback()
    } else if (doc.body && !watchingBody) {
      watchingBody = true
      observer.observe(doc.body, { childList: true })
    }
  })
  observer.observe(doc.documentElement, { childList: true })
  if (doc.body) {
    watchingBody = true
    observer.observe(doc.body, { childList: true })
  }
}
