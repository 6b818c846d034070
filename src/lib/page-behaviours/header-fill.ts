/** The scroll over which the header's background goes from its lightest to its most opaque. */
const RANGE_PX = 72

/**
 * For browsers without scroll-driven animations (which the stylesheet uses where it can): sets
 * --header-fill from the scroll position.
 */
export function installHeaderFill(doc: Document): () => void {
  const view = doc.defaultView!
  if (view.CSS?.supports?.('animation-timeline: scroll()')) return () => {}
  const header = doc.querySelector<HTMLElement>('.site-header')
  if (!header) return () => {}
  const update = () => {
    const progress = Math.min(Math.max(view.scrollY / RANGE_PX, 0), 1)
    header.style.setProperty('--header-fill', String(0.6 + 0.35 * progress))
  }
  update()
  view.addEventListener('scroll', update, { passive: true })
  return () => view.removeEventListener('scroll', update)
}
