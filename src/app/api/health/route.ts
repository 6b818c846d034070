import { livenessResponse } from '@/lib/health/readiness'
import { readOnlyRoute } from '@/lib/http/methods'

// Liveness: GET /docs/api/health answers while the process can serve at all.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(livenessResponse)
