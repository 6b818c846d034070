/**
 * A page whose framework scripts start loading only once it has painted, done by the build
 * (page-output.ts). Next.js puts an async `<script src>` (and a low-priority preload) for each of its
 * chunks in the head, so the browser downloads about 120 KB of script beside the HTML, the
 * stylesheet and the font the first paint waits for (Lighthouse's LCP went from 1.1–1.4 s to
 * 1.8–2.2 s with them there). The page is complete markup without them (static islands, see
 * src/lib/islands), and every control works before they run (the head's inline scripts, native
 * popovers and forms), so they can wait, with nothing to replay: a small inline loader at the end of
 * the body adds them once the first paint is on screen. Scripts marked noModule stay.
 */

import { INLINE_SCRIPT_ARGUMENT, scriptLoaderScript } from '../../inline-scripts/generated'

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
 * The loader: adds each script once, just after the first paint is on screen
 * (src/inline-scripts/script-loader.ts, bundled by `npm run generate:inline-scripts`), given the list.
 */
export function scriptLoader(scripts: string[]): string {
  return `<script>${scriptLoaderScript.replace(INLINE_SCRIPT_ARGUMENT, () => inlineJson(scripts))}</script>`
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
