import { belowBasePath } from '@/lib/site-href'

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread at its first call. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const SCRIPT_TAG = /<script\b([^>]*)>/gi
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`, 'i').exec(attributes)

/**
 * The build's scripts a page's HTML loads as it is read: each `<script async src>` under the site's
 * `/_next/static/`, as a path below it (`chunks/a.js`). Module-less fallbacks (`nomodule`) are left out:
 * browsers that run them are not V8.
 */
export function loadedScripts(html: string, basePath?: string): string[] {
  const scripts = new Set<string>()
  for (const [, attributes] of html.matchAll(SCRIPT_TAG)) {
    if (!attribute(attributes, 'async') || attribute(attributes, 'nomodule')) continue
    const src = attribute(attributes, 'src')
    const value = src && (src[1] ?? src[2] ?? src[3])
    const path = value ? belowBasePath(value, basePath) : undefined
    if (path?.startsWith('/_next/static/')) scripts.add(path.slice('/_next/static/'.length))
  }
  return [...scripts]
}

/** The script with the compile hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: Buffer): Buffer {
  const hint = Buffer.from(COMPILE_HINT)
  return source.subarray(0, hint.length).equals(hint) ? source : Buffer.concat([hint, source])
}
