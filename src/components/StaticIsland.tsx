'use client'

import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { ISLAND_PROP, type IslandName } from '@/lib/islands/names'

/** The element holding each island's first-load markup, by island name. */
const firstLoad = new Map<IslandName, HTMLElement>()

/** React is to leave the element's children alone: what is inside came from the server. */
const SERVER_MARKUP = { __html: '' }

interface StaticIslandProps {
  /** The island's name, unique on a page. */
  [ISLAND_PROP]: IslandName
  className?: string
  /** Server-rendered content with no client components inside: never hydrated. */
  children?: ReactNode
}

/**
 * Server-rendered content that React never hydrates. On a first load the server serves the page
 * with this island's content cut from the inline payload (src/lib/islands/strip-islands.ts), so
 * `children` arrives undefined and the island keeps the markup already in the document: React
 * neither reads nor compares it. When the router shows that page again from its cache (Back), the
 * island takes the first load's nodes back. After a client-side navigation the payload is whole
 * and the content renders as usual. Whatever in it is interactive works through listeners on the
 * document (src/lib/enhance/), which serve both.
 */
export function StaticIsland({ [ISLAND_PROP]: name, className, children }: StaticIslandProps) {
  const element = useRef<HTMLDivElement>(null)
  const cut = children === undefined
  useLayoutEffect(() => {
    if (!cut || !element.current) return
    const held = firstLoad.get(name)
    if (held && held !== element.current) element.current.replaceChildren(...held.childNodes)
    firstLoad.set(name, element.current)
  }, [cut, name])
  if (!cut) {
    return (
      <div key="content" data-static-island={name} className={className}>
        {children}
      </div>
    )
  }
  return <div key="markup" ref={element} data-static-island={name} className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
}
