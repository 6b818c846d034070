import { handleSearchRequest } from '@/lib/search/handler'
import { loadSearchLimitSettings } from '@/lib/search/limit-settings'
import { createSearchBudget, type SearchBudget } from '@/lib/search/search-budget'
import { getSiteSearchEngine } from '@/lib/search/site-engine'
import { SEARCH_METHODS, postRoute } from '@/lib/http/methods'

// Algolia's search API over the site's own index: DocSearch posts to /docs/api/search/1/indexes/*/queries.
export const runtime = 'nodejs'

let limits: { budget: SearchBudget; trustProxy: boolean } | undefined

/** The budgets, made from the settings on the first call and kept for the life of the process. */
function searchLimits() {
  if (!limits) {
    const settings = loadSearchLimitSettings()
    limits = { budget: createSearchBudget(settings), trustProxy: settings.trustProxy }
  }
  return limits
}

function handle(request: Request): Promise<Response> {
  return handleSearchRequest(request, getSiteSearchEngine, searchLimits())
}

// Every method Next.js routes goes to the handler, which answers 405 with Allow for all but POST and
// OPTIONS (Next.js's own 405 for an unexported method has no Allow header).
export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = postRoute(SEARCH_METHODS, handle)
