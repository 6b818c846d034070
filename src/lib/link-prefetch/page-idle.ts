import { IDLE_TIMEOUT_MS } from './rule'

/**
 * Calls `callback` once this document has loaded and the browser has since been idle (at once if
 * that has happened already). Returns a function that cancels the call.
 */
let idle = false
let watching = false
const waiting = new Set<() => void>()

function becomeIdle(): void {
  idle = true
  for (const callback of [...waiting]) callback()
  waiting.clear()
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

export function onPageIdle(callback: () => void): () => void {
  if (idle) {
    callback()
    return () => {}
  }
  waiting.add(callback)
  if (!watching) watch()
  return () => waiting.delete(callback)
}
