'use client'

import { useEffect } from 'react'
import { CONTENT_HEADINGS, PAGE_SECTION_LINKS, sectionOf } from '@/lib/page-sections'
import { visibleSections } from '@/lib/visible-sections'

/** Headings count as in view below this margin at the top (3.5rem). */
const HEADING_MARGIN_TOP_REM = 3.5

/**
 * Marks headings in view (for their anchor icons) and the current section in the side navigation
 * and the 'On this page' list, by setting data attributes: no re-render of the page. It reads the
 * headings and links from the page, so the page's payload need not list them again.
 */
export function SectionTracker({ route }: { route: string }) {
  useEffect(() => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>(CONTENT_HEADINGS))
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).dataset.inView = String(entry.isIntersecting)
      },
      { rootMargin: `-${HEADING_MARGIN_TOP_REM * rem}px 0px 0px 0px` },
    )
    headings.forEach((heading) => observer.observe(heading))

    let frame = 0
    const update = () => {
      frame = 0
      const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
      const positions = headings.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top + window.scrollY }))
      const visible = visibleSections(positions, window.scrollY, window.innerHeight, header)
      const current = visible[0]
      document.querySelectorAll<HTMLAnchorElement>(PAGE_SECTION_LINKS).forEach((link) => {
        const isCurrent = sectionOf(link) === current
        link.dataset.current = String(isCurrent)
        if (isCurrent) link.setAttribute('aria-current', 'location')
        else link.removeAttribute('aria-current')
      })
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [route])
  return null
}
