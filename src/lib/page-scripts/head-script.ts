import { BEHAVIOURS_SCRIPT_FILE, behavioursScript, HEAD_SCRIPT_FILE, headScript } from '@/inline-scripts/generated'
import { PLAIN_ERROR_HEADERS } from '@/lib/http/plain-error'
import { PAGE_SCRIPTS_PREFIX } from './address'

/** Where pages load the head script from, below the base path. */
export const HEAD_SCRIPT_PATH = `${PAGE_SCRIPTS_PREFIX}${HEAD_SCRIPT_FILE}`

/** Where pages load the behaviours script (async) from (src/lib/page-behaviours/install.ts), below the base path. */
export const BEHAVIOURS_SCRIPT_PATH = `${PAGE_SCRIPTS_PREFIX}${BEHAVIOURS_SCRIPT_FILE}`

/** Its name is its content's hash: browsers and shared caches keep it for good. */
export const HEAD_SCRIPT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The page scripts by their current names. */
export const PAGE_SCRIPTS: ReadonlyMap<string, string> = new Map([
  [HEAD_SCRIPT_FILE, headScript],
  [BEHAVIOURS_SCRIPT_FILE, behavioursScript],
])

/**
 * The answer for `/page-scripts/{file}`: the head script or the behaviours script under its current
 * name; any other name (an older build's, or a made-up one) is a 404 that nothing caches, so a page
 * can never run a script that does not belong to it.
 */
export function headScriptResponse(request: Request): Response {
  const file = new URL(request.url).pathname.split('/').pop() ?? ''
  const script = PAGE_SCRIPTS.get(file)
  if (script === undefined) return new Response('No such page script\n', { status: 404, headers: PLAIN_ERROR_HEADERS })
  return new Response(request.method === 'HEAD' ? null : script, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': HEAD_SCRIPT_CACHE_CONTROL, 'x-content-type-options': 'nosniff' },
  })
}
