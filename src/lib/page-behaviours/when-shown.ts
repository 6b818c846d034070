/**
 * Calls `callback` once the page is shown to the reader: at once, or, for a page the browser
 * prerendered (speculation rules), when the reader opens it (`prerenderingchange`). What counts a
 * view or spends the network for the reader waits for this.
 */
export function whenShown(doc: Document, callback: () => void): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener('prerenderingchange', callback, { once: true })
  else callback()
}
