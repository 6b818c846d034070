/**
 * A page whose framework scripts start loading only once it has painted. Next.js puts an async
 * `<script src>` (and a low-priority preload) for each of its chunks in the head, so the browser
 * downloads about 120 KB of script beside the HTML, the stylesheet and the font the first paint
 * waits for. The page is complete markup without them (static islands, see src/lib/islands), so
 * they can wait: a small inline loader at the end of the body adds them once the first paint is on
 * screen. Scripts marked noModule (a polyfill modern browsers never fetch) stay.
 */

export interface ScriptsAfterFirstPaint {
  html: string
  /** The scripts the loader adds, in document order, each once. */
  scripts: string[]
}

/** Next.js's markup for a chunk: a low-priority preload, or an async script. */
const FRAMEWORK_SCRIPT = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="([^"]+)"\/>|<script src="([^"]+)" async=""><\/script>/g

/** The attribute escapes React writes (escapeTextForBrowser), decoded back to the URL they stand for. */
const ATTRIBUTE_ESCAPES = new Map([['&amp;', '&'], ['&quot;', '"'], ['&#x27;', "'"], ['&lt;', '<'], ['&gt;', '>']])

function attributeValue(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (escape) => ATTRIBUTE_ESCAPES.get(escape)!)
}

/** A JSON value safe inside an inline script: no `</script>` or `<!--` can form. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The loader: adds each script once, just after the first paint is on screen. Where the browser
 * reports paints (every current one), that is its first paint entry, whose time is when the frame
 * was presented, some frames after the main thread drew it; elsewhere, after the first frame. A tab
 * that is hidden as the page loads draws nothing, so there it is the load event. Each script keeps
 * its async attribute: React finds the scripts its payload names as `script[async][src]`, and adds
 * a second copy of one it cannot find.
 */
export function scriptLoader(scripts: string[]): string {
  return `<script>(function(s){var d,P=window.PerformanceObserver;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.setAttribute('async','');document.head.appendChild(e)})}function later(){setTimeout(go)}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){o.disconnect();later()}).observe({type:'paint',buffered:true});else requestAnimationFrame(later);if(document.visibilityState==='hidden')addEventListener('load',go)})(${inlineJson(scripts)})</script>`
}

/** Moves the page's framework scripts behind the loader; a page without them or without a body end is returned as it is. */
export function loadScriptsAfterFirstPaint(html: string): ScriptsAfterFirstPaint {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return { html, scripts: [] }
  const scripts = new Set<string>()
  const before = html.slice(0, end).replace(FRAMEWORK_SCRIPT, (_tag, preloaded: string | undefined, loaded: string | undefined) => {
    scripts.add(attributeValue(preloaded ?? loaded!))
    return ''
  })
  if (scripts.size === 0) return { html, scripts: [] }
  const list = [...scripts]
  return { html: before + scriptLoader(list) + html.slice(end), scripts: list }
}
