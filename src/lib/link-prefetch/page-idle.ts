import { useSyncExternalStore } from 'react'
import { IDLE_TIMEOUT_MS } from './rule'

/**
 * Whether this document has loaded and the browser has since been idle: one flag for the whole page,
 * set once, which every link reads.
 */
let idle = false
let watching = false
const listeners = new Set<() => void>()

function becomeIdle(): void {
  idle = true
  for (const listener of listeners) listener()
}

function watch(): void {
  watching = true
  const afterLoad = () => {
    // Safari has no requestIdleCallback: a short timer after load comes close enough.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS })
    else window.setTimeout(becomeIdle, 200)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!watching) watch()
  return () => listeners.delete(listener)
}

/** False on the server, during hydration and until the page is idle after its load event; then true. */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  )
}
