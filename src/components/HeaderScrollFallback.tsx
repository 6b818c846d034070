'use client'

import { useEffect } from 'react'

const RANGE_PX = 72

/** For browsers without scroll-driven animations: sets --header-fill from the scroll position. */
export function HeaderScrollFallback() {
  useEffect(() => {
    if (CSS.supports('animation-timeline: scroll()')) return
    const header = document.querySelector<HTMLElement>('.site-header')
    if (!header) return
    const update = () => {
      const progress = Math.min(Math.max(window.scrollY / RANGE_PX, 0), 1)
      header.style.setProperty('--header-fill', String(0.6 + 0.35 * progress))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return null
}
