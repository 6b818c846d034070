import { handleSearchRequest } from '@/lib/search/handler'
import { getSiteSearchEngine } from '@/lib/search/site-engine'

// Algolia's search API over the site's own index: DocSearch posts to /docs/api/search/1/indexes/*/queries.
export const runtime = 'nodejs'

function handle(request: Request): Promise<Response> {
  return handleSearchRequest(request, getSiteSearchEngine)
}

export const POST = handle
export const GET = handle
export const OPTIONS = handle
