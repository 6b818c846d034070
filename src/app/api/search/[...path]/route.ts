import { handleSearchRequest } from '@/lib/search/handler'
import { getSiteSearchEngine } from '@/lib/search/site-engine'

// Algolia's search API over the site's own index: DocSearch posts to /docs/api/search/1/indexes/*/queries.
export const runtime = 'nodejs'

function handle(request: Request): Promise<Response> {
  return handleSearchRequest(request, getSiteSearchEngine)
}

// Every method Next.js routes goes to the handler, which answers 405 with Allow for all but POST and
// OPTIONS (Next.js's own 405 for an unexported method has no Allow header).
export const POST = handle
export const OPTIONS = handle
export const GET = handle
export const HEAD = handle
export const PUT = handle
export const PATCH = handle
export const DELETE = handle
