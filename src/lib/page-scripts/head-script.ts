import { BEHAVIOURS_SCRIPT_FILE, behavioursScript, HEAD_SCRIPT_FILE, headScript } from '@/inline-scripts/generated'
import { PLAIN_ERROR_HEADERS } from '@/lib/http/plain-error'

/** Where pages load the head script from, below the base path. */
export const HEAD_SCRIPT_PATH = `/page-scripts/${HEAD_SCRIPT_FILE}`

/** Where pages load the behaviours script (async) from (src/lib/page-behaviours/install.ts), below the base path. */
export const BEHAVIOURS_SCRIPT_PATH = `/page-scripts/${BEHAVIOURS_SCRIPT_FILE}`

/** Its name is its content's hash: browsers and shared caches keep it for good. */
export const HEAD_SCRIPT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The page scripts by their current names. */
const SCRIPTS = new Map([
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
  const script = SCRIPTS.get(file)
  if (script === undefined) return new Response('No such page script\n', { status: 404, headers: PLAIN_ERROR_HEADERS })
  return new Response(request.method === 'HEAD' ? null : script, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': HEAD_SCRIPT_CACHE_CONTROL, 'x-content-type-options': 'nosniff' },
  })
}
