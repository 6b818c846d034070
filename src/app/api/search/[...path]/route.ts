import { handleSearchRequest } from '@/lib/search/handler'
import { loadSearchLimitSettings } from '@/lib/search/limit-settings'
import { createSearchBudget, type SearchBudget } from '@/lib/search/search-budget'
import { getSiteSearchEngine } from '@/lib/search/site-engine'
import { SEARCH_METHODS, refusal } from '@/lib/http/methods'

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
// OPTIONS (Next.js's own 405 for an unexported method has no Allow header). The refusals are marked
// so the route table (src/lib/http/app-routes.generated.ts) lists POST and OPTIONS alone.
const refuse = refusal(SEARCH_METHODS, (request: Request) => handle(request))
export const POST = handle
export const OPTIONS = handle
export const GET = refuse
export const HEAD = refuse
export const PUT = refuse
export const PATCH = refuse
export const DELETE = refuse
