'use client'

import { useCallback, useRef, useState, type ComponentType } from 'react'

/**
 * Loads a component the first time `load` is called (on hover, focus or click) and keeps it:
 * heavy widgets stay out of a page's first-load JavaScript until a reader reaches for them.
 */
export function useLazyComponent<P>(loader: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  const pending = useRef<Promise<ComponentType<P>> | null>(null)
  const load = useCallback(() => {
    pending.current ??= loader().then((component) => {
      setComponent(() => component)
      return component
    })
    return pending.current
    // The loader is a module-level import() wrapper; it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { Component, load }
}
