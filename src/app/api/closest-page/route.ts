import { closestPageResponse } from '@/lib/closest-page/handler'
import { getPage } from '@/lib/content/loader'
import { knownRoutes } from '@/lib/content/routes'
import { readOnlyRoute } from '@/lib/http/methods'
import { siteConfig } from '@/site.config'

// The 404 page's "did you mean": GET /docs/api/closest-page?path=/docs/storge
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  closestPageResponse(request, { basePath: siteConfig.basePath, routes: knownRoutes, titleOf: (route) => getPage(route)?.title }),
)
