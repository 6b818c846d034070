/**
 * Inline in the head: keeps the section an address points at (`#id`) where the browser landed it,
 * until the page has settled. Browsers keep that section in view only until the load event, and the
 * page can still grow above it after that: code frames and tables drawn at their real height when
 * they come near the viewport (content-visibility), and the first paint itself, which the scripts no
 * longer hold back. From the first frame until two seconds after the load event (on a slow device
 * or network the load comes late, and the growth after it later still), while the reader has not
 * scrolled, clicked, touched or pressed a key and the address keeps its fragment, each frame puts the
 * section back at its scroll margin if it has moved. Bundled into inline text by
 * `npm run generate:inline-scripts`.
 */

/** How long after the load event the section is held in place, in milliseconds. */
const SETTLE_MS = 2000
/** The longest hold, for a page whose load never completes (a request that hangs). */
const MAX_HOLD_MS = 20_000
/** Reader actions after which the page is theirs to move. */
const READER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'hashchange']

const fragment = location.hash

if (fragment.length >= 2) {
  let readerMoved = false
  let firstFrame: number | undefined
  let loadedFrame: number | undefined
  for (const type of READER_MOVES) addEventListener(type, () => (readerMoved = true), { passive: true, once: true })

  const hold = (now: number): void => {
    if (readerMoved || location.hash !== fragment) return
    firstFrame ??= now
    if (loadedFrame === undefined && document.readyState === 'complete') loadedFrame = now
    let section: HTMLElement | null
    try {
      section = document.getElementById(decodeURIComponent(fragment.slice(1)))
    } catch {
      return // A fragment that is not valid percent-encoding names no section.
    }
    if (section) {
      const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0
      if (Math.abs(section.getBoundingClientRect().top - margin) > 1) section.scrollIntoView({ behavior: 'instant' })
    }
    const settling = loadedFrame === undefined || now - loadedFrame < SETTLE_MS
    if (settling && now - firstFrame < MAX_HOLD_MS) requestAnimationFrame(hold)
  }
  requestAnimationFrame(hold)
}

// A module, so that its names are its own.
export {}
