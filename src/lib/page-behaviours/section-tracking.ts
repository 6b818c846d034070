import { CONTENT_HEADINGS, PAGE_SECTION_LINKS, sectionOf } from '../page-sections'
import { visibleSections } from '../visible-sections'

/** Headings count as in view below this margin at the top (3.5rem). */
const HEADING_MARGIN_TOP_REM = 3.5

/**
 * Marks headings in view (for their anchor icons) and the current section in the side navigation
 * and the 'On this page' list, by setting data attributes. It reads the headings and links from the
 * page, and reads them again if the page's elements were replaced: with the framework's own pages
 * (PAGE_TRANSFORM=off), React renders the whole page afresh when hydration finds nodes it did not
 * write (a browser extension's, say), and a detached heading has no position. Nothing to do on a
 * page without headings.
 */
export function installSectionTracking(doc: Document): () => void {
  const view = doc.defaultView!
  let headings = Array.from(doc.querySelectorAll<HTMLElement>(CONTENT_HEADINGS))
  if (headings.length === 0) return () => {}
  const rem = parseFloat(view.getComputedStyle(doc.documentElement).fontSize) || 16
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) (entry.target as HTMLElement).dataset.inView = String(entry.isIntersecting)
    },
    { rootMargin: `-${HEADING_MARGIN_TOP_REM * rem}px 0px 0px 0px` },
  )
  headings.forEach((heading) => observer.observe(heading))
  const readHeadingsAgainIfReplaced = () => {
    if (headings.every((heading) => heading.isConnected)) return
    observer.disconnect()
    headings = Array.from(doc.querySelectorAll<HTMLElement>(CONTENT_HEADINGS))
    headings.forEach((heading) => observer.observe(heading))
  }

  let frame = 0
  const update = () => {
    frame = 0
    readHeadingsAgainIfReplaced()
    const header = doc.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
    const positions = headings.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top + view.scrollY }))
    const current = visibleSections(positions, view.scrollY, view.innerHeight, header)[0]
    doc.querySelectorAll<HTMLAnchorElement>(PAGE_SECTION_LINKS).forEach((link) => {
      const isCurrent = sectionOf(link) === current
      link.dataset.current = String(isCurrent)
      if (isCurrent) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    })
  }
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(update)
  }
  update()
  view.addEventListener('scroll', schedule, { passive: true })
  view.addEventListener('resize', schedule)
  return () => {
    observer.disconnect()
    view.removeEventListener('scroll', schedule)
    view.removeEventListener('resize', schedule)
    if (frame) view.cancelAnimationFrame(frame)
  }
}
