import { READ_API_METHODS, methodNotAllowed, optionsResponse } from '@/lib/http/methods'
import { siteOgService } from '@/lib/og/site'

// The social image every page's metadata points at: GET /docs/api/og?title=..&description=..
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return siteOgService().respond(request)
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
