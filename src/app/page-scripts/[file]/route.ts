import { readOnlyRoute } from '@/lib/http/methods'
import { headScriptResponse } from '@/lib/page-scripts/head-script'

// The script every page runs before its first paint: GET /docs/page-scripts/head-{hash}.js
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(headScriptResponse)
