import { feedbackServices } from '@/lib/feedback/services'
import { readinessResponse } from '@/lib/health/readiness'
import { readOnlyRoute } from '@/lib/http/methods'
import { getSiteSearchEngine } from '@/lib/search/site-engine'

// Readiness: GET /docs/api/health/ready checks the feedback store and the search index.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(() =>
  readinessResponse([
    { name: 'feedback-store', check: () => feedbackServices().store.count({ from: '9999-01-01' }) },
    { name: 'search-index', check: async () => getSiteSearchEngine() },
  ]),
)
