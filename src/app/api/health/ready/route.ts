import { feedbackServices } from '@/lib/feedback/services'
import { readinessResponse } from '@/lib/health/readiness'
import { READ_API_METHODS, methodNotAllowed, optionsResponse } from '@/lib/http/methods'
import { getSiteSearchEngine } from '@/lib/search/site-engine'

// Readiness: GET /docs/api/health/ready checks the feedback store and the search index.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return readinessResponse([
    { name: 'feedback-store', check: () => feedbackServices().store.count({ from: '9999-01-01' }) },
    { name: 'search-index', check: async () => getSiteSearchEngine() },
  ])
}

export const HEAD = GET

export function OPTIONS(): Response {
  return optionsResponse(READ_API_METHODS)
}

function notAllowed(request: Request): Response {
  return methodNotAllowed(request.method, READ_API_METHODS)
}

export const POST = notAllowed
export const PUT = notAllowed
export const PATCH = notAllowed
export const DELETE = notAllowed
