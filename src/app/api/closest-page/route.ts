import { closestPageResponse } from '@/lib/closest-page/handler'
import { getPage } from '@/lib/content/loader'
import { knownRoutes } from '@/lib/content/routes'
import { READ_API_METHODS, methodNotAllowed, optionsResponse } from '@/lib/http/methods'
import { siteConfig } from '@/site.config'

// The 404 page's "did you mean": GET /docs/api/closest-page?path=/docs/storge
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return closestPageResponse(request, { basePath: siteConfig.basePath, routes: knownRoutes, titleOf: (route) => getPage(route)?.title })
}

export const HEAD = GET

export function OPTIONS(): Response {
  return optionsResponse(READ_API_METHODS)
}

// Without these Next.js answers a bare 405 with no Allow header.
function notAllowed(request: Request): Response {
  return methodNotAllowed(request.method, READ_API_METHODS)
}

export const POST = notAllowed
export const PUT = notAllowed
export const PATCH = notAllowed
export const DELETE = notAllowed
