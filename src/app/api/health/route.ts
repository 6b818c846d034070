import { livenessResponse } from '@/lib/health/readiness'
import { READ_API_METHODS, methodNotAllowed, optionsResponse } from '@/lib/http/methods'

// Liveness: GET /docs/api/health answers while the process can serve at all.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return livenessResponse()
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
