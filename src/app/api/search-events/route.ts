import { isKnownPagePath } from '@/lib/content/pages'
import { handleSearchSignalsRequest, methodNotAllowed, searchSignalsOptions } from '@/lib/search-signals/handler'
import { searchSignalServices } from '@/lib/search-signals/services'
import { siteSettings } from '@/lib/settings'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const { settings, store, limiter, budget, purge, logger } = searchSignalServices()
  return handleSearchSignalsRequest(request, {
    enabled: settings.enabled,
    store,
    limiter,
    budget,
    purge,
    logger,
    isKnownPath: isKnownPagePath,
    trustProxy: settings.trustProxy,
    siteUrl: siteSettings().NEXT_PUBLIC_SITE_URL,
  })
}

export const OPTIONS = searchSignalsOptions
export const GET = methodNotAllowed
export const HEAD = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
