import { isKnownPagePath } from '@/lib/content/pages'
import { feedbackOptions, handleFeedbackRequest, methodNotAllowed } from '@/lib/feedback/handler'
import { feedbackServices } from '@/lib/feedback/services'
import { siteSettings } from '@/lib/settings'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const { settings, store, limiter, budget, logger } = feedbackServices()
  return handleFeedbackRequest(request, {
    store,
    limiter,
    budget,
    logger,
    isKnownPath: isKnownPagePath,
    trustProxy: settings.trustProxy,
    siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL,
  })
}

export const OPTIONS = feedbackOptions
// Every other method Next.js routes gets the 405 with Allow (Next.js's own 405 has no Allow header).
export const GET = methodNotAllowed
export const HEAD = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
