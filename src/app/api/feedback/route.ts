import { feedbackOptions, handleFeedbackRequest, methodNotAllowed } from '@/lib/feedback/handler'
import { pageRequestChecks } from '@/lib/feedback/page-request-checks'
import { feedbackServices } from '@/lib/feedback/services'
import { postOptionsRoute } from '@/lib/http/methods'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function post(request: Request): Promise<Response> {
  const { settings, ...services } = feedbackServices()
  return handleFeedbackRequest(request, { ...services, ...pageRequestChecks(settings.trustProxy) })
}

// Every other method Next.js routes gets the 405 with Allow (Next.js's own 405 has no Allow header).
export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = postOptionsRoute(post, feedbackOptions, methodNotAllowed)
