import { readOnlyRoute } from '@/lib/http/methods'
import { siteOgService } from '@/lib/og/site'

// The social image every page's metadata points at: GET /docs/api/og?title=..&description=..
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) => siteOgService().respond(request))
