/**
 * Inline at the end of the body (src/lib/build/scripts-after-first-paint.ts): adds the page's
 * framework scripts, each once, just after the first paint is on screen. Where the browser reports
 * paints (every current one), that is its first paint entry, whose time is when the frame was
 * presented, some frames after the main thread drew it; elsewhere, after the first frame. A tab that
 * is hidden as the page loads draws nothing, so there it is the load event. Each script keeps its
 * async attribute: React finds the scripts its payload names as `script[async][src]`, and adds a
 * second copy of one it cannot find.
 *
 * The inline text calls this with the page's list of scripts (`npm run generate:inline-scripts`).
 */
export function addScriptsAfterFirstPaint(scripts: readonly string[]): void {
  let added = false
  const addScripts = (): void => {
    if (added) return
    added = true
    for (const src of scripts) {
      const script = document.createElement('script')
      script.src = src
      script.setAttribute('async', '')
      document.head.appendChild(script)
    }
  }
  const addSoon = (): void => void setTimeout(addScripts)

  const Observer = window.PerformanceObserver
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((_entries, observer) => {
      observer.disconnect()
      addSoon()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(addSoon)
  }
  if (document.visibilityState === 'hidden') addEventListener('load', addScripts)
}
