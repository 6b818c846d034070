export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
/** llms.txt and llms-full.txt are Markdown too, but as `.txt` files browsers and tools expect plain text. */
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8'

/**
 * A Markdown or plain-text answer for the routes built from content at build time. Not for search
 * engines: the pages themselves are the indexable copies. An error answer (a 404) is not cached.
 */
export function textResponse(body: string, contentType = MARKDOWN_CONTENT_TYPE, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': contentType,
      'cache-control': status === 200 ? 'public, max-age=3600, stale-while-revalidate=86400' : 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
