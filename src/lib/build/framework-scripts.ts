/**
 * Cuts the framework's scripts out of a prerendered page, at build time (page-output.ts, behind
 * `PAGE_TRANSFORM`). A page of this site is complete markup whose controls work through the head
 * script (src/lib/page-scripts) and, for search, an island fetched on intent; React would only
 * hydrate what is already there. So the page keeps no `/_next/` script, no preload of one, and no
 * inline framework script: the chunk bootstrap and the inline payload React hydrates from.
 *
 * The HTML is read with parse5, and each cut is made at the element's source offsets, so every other
 * byte of the page stays as the framework wrote it. This is the one module that knows the shapes of
 * the framework's scripts; it fails on any executable script it cannot account for, so a framework
 * upgrade that changes them stops the build instead of shipping a page that half-loads.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What the framework's inline scripts start with: the payload's queue, and the chunk bootstrap. */
const FRAMEWORK_INLINE_STARTS = ['(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(']
/** Words no script left on a page may carry: they belong to the framework's runtime. */
const FRAMEWORK_MARKERS = ['__next_f', 'TURBOPACK', '/_next/static/']
/** `type` values a browser executes; anything else (JSON-LD, speculation rules) is data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

export interface CutScripts {
  html: string
  /** How many elements were cut: scripts, and preloads of scripts. */
  cut: number
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

function text(element: Element): string {
  return element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('')
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
  if (node.nodeName === 'template') yield* elements((node as DefaultTreeAdapterMap['template']).content)
}

/** Whether an address is one of the framework's build files (below `{basePath}/_next/`). */
function isFrameworkFile(address: string | undefined, basePath: string): boolean {
  return address !== undefined && address.startsWith(`${basePath}/_next/`)
}

function isFrameworkElement(element: Element, basePath: string): boolean {
  if (element.tagName === 'link') {
    const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/)
    const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attribute(element, 'as') === 'script')
    return preloadsScript && isFrameworkFile(attribute(element, 'href'), basePath)
  }
  if (element.tagName !== 'script') return false
  const src = attribute(element, 'src')
  if (src !== undefined) return isFrameworkFile(src, basePath)
  const body = text(element)
  return FRAMEWORK_INLINE_STARTS.some((start) => body.startsWith(start))
}

/** The page without the framework's scripts; throws when a script is left that the page cannot account for. */
export function cutFrameworkScripts(html: string, basePath: string): CutScripts {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const cuts: Array<{ start: number; end: number }> = []
  const left: string[] = []
  for (const element of elements(document)) {
    if (isFrameworkElement(element, basePath)) {
      const location = element.sourceCodeLocation
      if (!location) throw new Error(`a framework <${element.tagName}> without a source location`)
      cuts.push({ start: location.startOffset, end: location.endOffset })
      continue
    }
    if (element.tagName !== 'script') continue
    const src = attribute(element, 'src')
    const body = src ?? text(element)
    const marker = FRAMEWORK_MARKERS.find((word) => body.includes(word))
    if (marker) left.push(`a script still naming ${marker}: ${body.slice(0, 80)}`)
    else if (src === undefined && EXECUTABLE_TYPES.has((attribute(element, 'type') ?? '').toLowerCase()) && body.trim() !== '')
      left.push(`an inline script the site does not own (its own are in the head script): ${body.slice(0, 80)}`)
  }
  if (left.length > 0) throw new Error(left.join('; '))
  cuts.sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const { start, end } of cuts) {
    out += html.slice(at, start)
    at = end
  }
  return { html: out + html.slice(at), cut: cuts.length }
}
